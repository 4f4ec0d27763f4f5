import { Global, Module } from '@nestjs/common';
import { ReadDocuments } from './read-documents';

/** The versioned read models' store (read-documents.ts): views build and serve them, commands and jobs announce changes. */
@Global()
@Module({ providers: [ReadDocuments], exports: [ReadDocuments] })
export class ReadModelsModule {}
