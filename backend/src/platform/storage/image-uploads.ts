import { Injectable } from '@nestjs/common';
import sharp, { type Metadata } from 'sharp';
import { DomainError } from '../http/domain-error';
import { FileStorage, type StoredContentType, type StoredFileRef } from './file-storage.port';

/** Largest upload accepted, in bytes: a phone photo fits; anything bigger is not a logo. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * Largest decoded size, in pixels. A few kilobytes of PNG can claim gigapixels (a decompression bomb); this is
 * checked from the header before decoding and enforced again by sharp while decoding.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Longest side kept by default; larger images are scaled down (never up). */
export const DEFAULT_MAX_DIMENSION = 2048;

export const imageMessages = {
  missing: 'Choose an image to upload',
  tooLarge: `The image is too large; the largest accepted is ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`,
  tooManyPixels: `The image has too many pixels; the largest accepted is ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
  wrongType: 'The file must be a PNG, JPEG or WebP image',
  unreadable: 'The image could not be read; it may be damaged',
} as const;

/** Formats accepted, as sharp names what it finds in the bytes, and what each is stored as. */
const acceptedFormats: Record<string, StoredContentType> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export interface ImageUploadOptions {
  /** Longest side of the stored image, in pixels. */
  maxDimension?: number;
}

export interface StoredImage extends StoredFileRef {
  contentType: StoredContentType;
  width: number;
  height: number;
  byteSize: number;
}

const invalid = (message: string) => new DomainError('invalid', message, { image: [message] });

/** The first bytes of a PNG, JPEG or WebP file: tells a damaged image from something that never was one. */
function hasAcceptedSignature(input: Buffer): boolean {
  const png = input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = input.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]));
  const webp =
    input.subarray(0, 4).toString('latin1') === 'RIFF' && input.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}

const exceedsPixelLimit = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Uploaded images become safe, small files: the type is decided by the bytes (never the name or the declared
 * type), the image is decoded and re-encoded (so only pixels survive: no EXIF, GPS, comments or scripts),
 * turned upright, bounded in bytes, pixels and dimensions, and stored through FileStorage.
 */
@Injectable()
export class ImageUploads {
  constructor(private readonly storage: FileStorage) {}

  /** The re-encoded image, not yet stored; `store` keeps it. */
  async process(
    input: Buffer,
    { maxDimension = DEFAULT_MAX_DIMENSION }: ImageUploadOptions = {},
  ): Promise<{ contentType: StoredContentType; bytes: Buffer; width: number; height: number }> {
    if (input.length === 0) throw invalid(imageMessages.missing);
    if (input.length > MAX_IMAGE_BYTES) throw new DomainError('too-large', imageMessages.tooLarge);

    let metadata: Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    } catch (error) {
      if (exceedsPixelLimit(error)) throw invalid(imageMessages.tooManyPixels);
      // A damaged PNG, JPEG or WebP, or anything else (text, a PDF, an SVG sharp cannot size).
      throw invalid(hasAcceptedSignature(input) ? imageMessages.unreadable : imageMessages.wrongType);
    }
    const contentType = acceptedFormats[metadata.format];
    if (!contentType) throw invalid(imageMessages.wrongType);
    if (!metadata.width || !metadata.height) throw invalid(imageMessages.unreadable);
    if (metadata.width * metadata.height > MAX_IMAGE_PIXELS) throw invalid(imageMessages.tooManyPixels);

    try {
      const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width: maxDimension, height: maxDimension, fit: 'inside', withoutEnlargement: true });
      // Same format out as in: PNG keeps transparency for logos, JPEG stays small for photos.
      const encoded =
        contentType === 'image/png'
          ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
          : contentType === 'image/jpeg'
            ? pipeline.jpeg({ quality: 85, mozjpeg: true })
            : pipeline.webp({ quality: 85 });
      // sharp writes no metadata unless asked (no withMetadata/keepExif here), so EXIF and GPS are gone.
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { contentType, bytes: data, width: info.width, height: info.height };
    } catch (error) {
      if (exceedsPixelLimit(error)) throw invalid(imageMessages.tooManyPixels);
      throw invalid(imageMessages.unreadable);
    }
  }

  /** Processes and stores an uploaded image; 400/413 DomainErrors say what is wrong with it. */
  async store(input: Buffer, options: ImageUploadOptions = {}): Promise<StoredImage> {
    const image = await this.process(input, options);
    const ref = await this.storage.put({ contentType: image.contentType, bytes: image.bytes });
    return {
      ...ref,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      byteSize: image.bytes.length,
    };
  }
}
