import { createHash, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isCanonicalUuid } from '../http/ids';
import {
  FileStorage,
  fileUrlOf,
  STORED_CONTENT_TYPES,
  type StoredContentType,
  type StoredFile,
  type StoredFileRef,
} from './file-storage.port';

interface StoredFileRow {
  id: string;
  content_type: StoredContentType;
  byte_size: number;
  etag: string;
  bytes: Buffer;
  created_at: Date | string;
}

/** Files as rows of `stored_files`: no shared disk, and backups carry them with the data that refers to them. */
@Injectable()
export class PostgresFileStorage extends FileStorage {
  constructor(private readonly em: EntityManager) {
    super();
  }

  override async put(file: { contentType: StoredContentType; bytes: Buffer }): Promise<StoredFileRef> {
    if (!STORED_CONTENT_TYPES.includes(file.contentType)) throw new Error(`cannot store ${file.contentType}`);
    const id = randomUUID();
    const etag = createHash('sha256').update(file.bytes).digest('hex');
    await this.em
      .fork()
      .execute('insert into stored_files (id, content_type, byte_size, etag, bytes) values (?, ?, ?, ?, ?)', [
        id,
        file.contentType,
        file.bytes.length,
        etag,
        file.bytes,
      ]);
    return { id, url: fileUrlOf(id) };
  }

  override async get(id: string): Promise<StoredFile | null> {
    if (!isCanonicalUuid(id)) return null;
    const [row] = await this.em
      .fork()
      .execute<StoredFileRow[]>(
        'select id, content_type, byte_size, etag, bytes, created_at from stored_files where id = ?',
        [id],
      );
    if (!row) return null;
    return {
      id: row.id,
      contentType: row.content_type,
      byteSize: row.byte_size,
      etag: row.etag,
      bytes: row.bytes,
      createdAt: new Date(row.created_at), // the driver hands timestamptz over as text
    };
  }

  override async delete(id: string): Promise<boolean> {
    if (!isCanonicalUuid(id)) return false;
    const rows = await this.em
      .fork()
      .execute<{ id: string }[]>('delete from stored_files where id = ? returning id', [id]);
    return rows.length > 0;
  }
}
