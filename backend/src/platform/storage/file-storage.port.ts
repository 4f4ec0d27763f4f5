/** The only kinds of file FundPlay stores: what the image pipeline produces. */
export const STORED_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type StoredContentType = (typeof STORED_CONTENT_TYPES)[number];

/** Where every stored file is served from; `GET /api/files/:id` (files.controller.ts). */
export const FILES_ROUTE = '/api/files';

export const fileUrlOf = (id: string) => `${FILES_ROUTE}/${id}`;

export interface StoredFileRef {
  id: string;
  /** Path on this API, the same from every instance. */
  url: string;
}

export interface StoredFile {
  id: string;
  contentType: StoredContentType;
  byteSize: number;
  /** SHA-256 of the bytes, hex; the HTTP ETag (quoted) and a check against corruption. */
  etag: string;
  bytes: Buffer;
  createdAt: Date;
}

/**
 * Immutable file storage: `put` always makes a new id, so what an id names never changes and can be cached
 * forever. PostgreSQL by default (every API instance reads the same rows); an S3-compatible adapter could
 * implement the same port.
 */
export abstract class FileStorage {
  abstract put(file: { contentType: StoredContentType; bytes: Buffer }): Promise<StoredFileRef>;
  /** The file, or null when no file has this id (including ids that are not UUIDs). */
  abstract get(id: string): Promise<StoredFile | null>;
  /** True when a file was removed. */
  abstract delete(id: string): Promise<boolean>;
}
