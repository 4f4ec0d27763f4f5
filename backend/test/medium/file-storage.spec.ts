import { createHash, randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import sharp from 'sharp';
import { AppModule } from '../../src/app.module';
import { FileStorage } from '../../src/platform/storage/file-storage.port';
import { ImageUploads } from '../../src/platform/storage/image-uploads';
import { PostgresFileStorage } from '../../src/platform/storage/postgres-file-storage';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

describe('FileStorage on PostgreSQL', () => {
  let environment: TestEnvironment;
  let app: INestApplicationContext;
  let storage: FileStorage;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    app = await NestFactory.createApplicationContext(AppModule.forRoot(environment.config), {
      logger: false,
      abortOnError: false,
    });
    storage = app.get(FileStorage);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.dispose();
  });

  it('is the PostgreSQL adapter in the application', () => {
    expect(storage).toBeInstanceOf(PostgresFileStorage);
  });

  it('gives back exactly the bytes it was given, with their type, size and SHA-256', async () => {
    // Every byte value, including NUL and high bytes, so bytea round-trips are proven rather than assumed.
    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
    const ref = await storage.put({ contentType: 'image/png', bytes });
    expect(ref.url).toBe(`/api/files/${ref.id}`);

    const file = await storage.get(ref.id);
    expect(file).not.toBeNull();
    expect(file?.bytes.equals(bytes)).toBe(true);
    expect(file).toMatchObject({
      id: ref.id,
      contentType: 'image/png',
      byteSize: 4096,
      etag: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(file?.createdAt).toBeInstanceOf(Date);

    const [row] = await environment.sql<{ byte_size: number; length: number }>(
      'select byte_size, octet_length(bytes) as length from stored_files where id = $1',
      [ref.id],
    );
    expect(row).toEqual({ byte_size: 4096, length: 4096 });
  });

  it('gives every put a new id, even for the same bytes, so a URL never names other content', async () => {
    const bytes = Buffer.from('same bytes');
    const first = await storage.put({ contentType: 'image/webp', bytes });
    const second = await storage.put({ contentType: 'image/webp', bytes });
    expect(first.id).not.toBe(second.id);
    expect((await storage.get(first.id))?.etag).toBe((await storage.get(second.id))?.etag);
  });

  it('answers null for unknown and malformed ids, and deletes', async () => {
    expect(await storage.get(randomUUID())).toBeNull();
    expect(await storage.get('not-a-uuid')).toBeNull();
    expect(await storage.get("' or 1=1 --")).toBeNull();

    const ref = await storage.put({ contentType: 'image/jpeg', bytes: Buffer.from([0xff, 0xd8, 0xff]) });
    expect(await storage.delete(ref.id)).toBe(true);
    expect(await storage.get(ref.id)).toBeNull();
    expect(await storage.delete(ref.id)).toBe(false);
    expect(await storage.delete('not-a-uuid')).toBe(false);
  });

  it('refuses a content type the pipeline never produces', async () => {
    await expect(
      storage.put({ contentType: 'image/svg+xml' as 'image/png', bytes: Buffer.from('<svg/>') }),
    ).rejects.toThrow('cannot store image/svg+xml');
    const [row] = await environment.sql<{ count: string }>(
      "select count(*) from stored_files where content_type not in ('image/png', 'image/jpeg', 'image/webp')",
    );
    expect(row?.count).toBe('0');
  });

  it('stores an uploaded image through the pipeline, re-encoded and readable by any instance', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
      .toBuffer();
    const stored = await app.get(ImageUploads).store(photo);

    // A second, independent adapter (another API instance) reads the same row.
    const [row] = await environment.sql<{ content_type: string; bytes: Buffer }>(
      'select content_type, bytes from stored_files where id = $1',
      [stored.id],
    );
    expect(row?.content_type).toBe('image/jpeg');
    const metadata = await sharp(row?.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 64, 48, undefined]);
    expect(stored.byteSize).toBe(row?.bytes.length);
  });
});
