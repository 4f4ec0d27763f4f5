import { Global, Module } from '@nestjs/common';
import { FileStorage } from './file-storage.port';
import { FilesController } from './files.controller';
import { ImageUploads } from './image-uploads';
import { PostgresFileStorage } from './postgres-file-storage';

/** Uploaded files: FileStorage (PostgreSQL), the ImageUploads pipeline, and GET /api/files/:id for the API. */
@Global()
@Module({
  controllers: [FilesController],
  providers: [{ provide: FileStorage, useClass: PostgresFileStorage }, ImageUploads],
  exports: [FileStorage, ImageUploads],
})
export class StorageModule {}
