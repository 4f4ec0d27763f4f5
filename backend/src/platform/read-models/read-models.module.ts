import { Global, Module } from '@nestjs/common';
import { PublicDocuments } from './public-documents';

/** The versioned public read models' store (public-documents.ts): views build and serve them, jobs announce changes. */
@Global()
@Module({ providers: [PublicDocuments], exports: [PublicDocuments] })
export class ReadModelsModule {}
