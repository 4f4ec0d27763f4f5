import { Global, Module } from '@nestjs/common';
import { ReadDocuments } from './read-documents';

/** The versioned public read models' store (read-documents.ts): views build and serve them, jobs announce changes. */
@Global()
@Module({ providers: [ReadDocuments], exports: [ReadDocuments] })
export class ReadModelsModule {}
