import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { DomainError } from '../http/domain-error';
import {
  FileStorage,
  fileUrlOf,
  type StoredContentType,
  type StoredFile,
  type StoredFileRef,
} from './file-storage.port';
import { imageMessages, ImageUploads, MAX_IMAGE_BYTES } from './image-uploads';

/** FileStorage in memory: the pipeline's rules do not depend on where bytes end up (the adapter has its own spec). */
class MemoryFileStorage extends FileStorage {
  readonly files = new Map<string, { contentType: StoredContentType; bytes: Buffer }>();
  override async put(file: { contentType: StoredContentType; bytes: Buffer }): Promise<StoredFileRef> {
    const id = `00000000-0000-4000-8000-${String(this.files.size).padStart(12, '0')}`;
    this.files.set(id, file);
    return { id, url: fileUrlOf(id) };
  }
  override async get(): Promise<StoredFile | null> {
    return null;
  }
  override async delete(): Promise<boolean> {
    return false;
  }
}

const solid = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c33' } });

/** A PNG whose header claims other dimensions than its data: the shape of a decompression bomb. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solid(8, 8).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR's CRC, so decoders believe the header
  return png;
}

async function refusal(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('ImageUploads', () => {
  let storage: MemoryFileStorage;
  let sut: ImageUploads;

  beforeEach(() => {
    storage = new MemoryFileStorage();
    sut = new ImageUploads(storage);
  });

  it('stores a photo without its EXIF (GPS, camera) and turned upright', async () => {
    const photo = await solid(40, 20)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'Some School' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825, II order)
    expect(before.orientation).toBe(6);

    const stored = await sut.store(photo);

    const kept = storage.files.get(stored.id);
    expect(kept?.contentType).toBe('image/jpeg');
    const after = await sharp(kept?.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(kept?.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(kept?.bytes.includes(Buffer.from('Some School'))).toBe(false);
    // Orientation 6 means "rotate 90°": the stored pixels are upright, so width and height swap.
    expect([after.width, after.height]).toEqual([20, 40]);
    expect(stored).toMatchObject({ url: `/api/files/${stored.id}`, width: 20, height: 40 });
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s and stores it as %s', async (format, contentType) => {
    const input = await solid(30, 30).toFormat(format).toBuffer();
    const stored = await sut.store(input);
    expect(stored.contentType).toBe(contentType);
    expect((await sharp(storage.files.get(stored.id)?.bytes).metadata()).format).toBe(format);
  });

  it.each([
    ['a text file', Buffer.from('I am logo.png, honestly')],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ],
    ['an SVG without dimensions', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')],
    ['a PDF', Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')],
  ])('refuses %s as not a PNG, JPEG or WebP image', async (_what, input) => {
    const error = await refusal(sut.store(input));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(imageMessages.wrongType);
    expect(storage.files.size).toBe(0);
  });

  it.each(['gif', 'tiff', 'avif'] as const)('refuses a real %s image', async (format) => {
    const error = await refusal(sut.store(await solid(10, 10).toFormat(format).toBuffer()));
    expect(error.message).toBe(imageMessages.wrongType);
    expect(storage.files.size).toBe(0);
  });

  it.each([
    [9_000, 9_000],
    [50_000, 50_000],
    [100_000, 1_000],
  ])('refuses a tiny file that claims %i x %i pixels (decompression bomb)', async (width, height) => {
    const bomb = await pngClaiming(width, height);
    expect(bomb.length).toBeLessThan(1_000);
    const error = await refusal(sut.store(bomb));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe(imageMessages.tooManyPixels);
  });

  it('refuses more bytes than the limit with a 413 kind', async () => {
    const error = await refusal(sut.store(Buffer.alloc(MAX_IMAGE_BYTES + 1)));
    expect(error.kind).toBe('too-large');
    expect(error.message).toBe(imageMessages.tooLarge);
  });

  it('refuses an empty file and a damaged image', async () => {
    expect((await refusal(sut.store(Buffer.alloc(0)))).message).toBe(imageMessages.missing);
    const jpeg = await solid(200, 200).jpeg().toBuffer();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    expect((await refusal(sut.store(cut))).message).toBe(imageMessages.unreadable);
  });

  it('scales large images down to the longest side asked for, never up', async () => {
    const wide = await sut.store(await solid(3000, 1000).png().toBuffer(), { maxDimension: 600 });
    expect([wide.width, wide.height]).toEqual([600, 200]);
    const small = await sut.store(await solid(50, 40).png().toBuffer(), { maxDimension: 600 });
    expect([small.width, small.height]).toEqual([50, 40]);
  });
});
