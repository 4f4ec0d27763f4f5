import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../http/domain-error';
import { findUnsafeText } from '../http/text-guard';
import { imageMessages, MAX_IMAGE_BYTES } from './image-uploads';

/** The form field an upload's file travels in, on every upload route. */
export const IMAGE_FIELD = 'image';
/** Most files one form may carry (updateFundRaising: the logo in `image` and the cover in `coverImage`). */
export const MAX_FORM_FILES = 2;
/**
 * Text fields beside the image (business name, website, a fundraiser's story): few of them, each at most a
 * 5,000-character story in any script (4 bytes a character in UTF-8 at worst), so its own length rule answers.
 */
export const MAX_FORM_FIELDS = 20;
export const MAX_FORM_FIELD_BYTES = 20 * 1024;

export const formMessages = {
  notMultipart: `Send the form as multipart/form-data with the image in the "${IMAGE_FIELD}" field`,
  oneImage: `Send one image, in the "${IMAGE_FIELD}" field`,
  tooManyFields: 'The form has too many fields',
  fieldTooLong: 'A form field is too long',
  unreadable: 'The form could not be read; send it again',
} as const;

/**
 * Multipart parsing for the whole API, bounded: one file of at most MAX_IMAGE_BYTES, a few short fields.
 * Requests are streamed, so the JSON body limit does not apply to them and these limits do.
 */
export async function registerMultipart(fastify: FastifyInstance): Promise<void> {
  await fastify.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_FORM_FILES,
      fields: MAX_FORM_FIELDS,
      fieldSize: MAX_FORM_FIELD_BYTES,
      fieldNameSize: 100,
      parts: MAX_FORM_FIELDS + MAX_FORM_FILES,
      headerPairs: 100,
    },
  });
}

export interface ImageForm<Field extends string> {
  /** The uploaded file's bytes, or undefined when none was sent (a form may make the image optional). */
  image: Buffer | undefined;
  /** Every file the form carried, by field (`image` included), for forms taking several (see `fileFields`). */
  images: Partial<Record<string, Buffer>>;
  /** The named text fields that were sent; others are ignored. */
  fields: Partial<Record<Field, string>>;
}

/** @fastify/multipart's and busboy's errors, as what the client did wrong. */
function clientErrorOf(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new DomainError('too-large', imageMessages.tooLarge, { [IMAGE_FIELD]: [imageMessages.tooLarge] });
    case 'FST_FILES_LIMIT':
      return new DomainError('invalid', formMessages.oneImage, { [IMAGE_FIELD]: [formMessages.oneImage] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new DomainError('too-large', formMessages.tooManyFields);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new DomainError('invalid', formMessages.notMultipart);
    default:
      // Malformed bodies (no boundary, cut short, bad part headers) and prototype-named fields.
      return new DomainError('invalid', formMessages.unreadable);
  }
}

/**
 * Reads an upload form: the file in IMAGE_FIELD (or one file in each of `fileFields`) plus the named text fields,
 * all under the limits above, with every failure a 400/413 DomainError. Pass the image to ImageUploads, which
 * decides by content whether it is one.
 */
export async function readImageForm<Field extends string>(
  request: FastifyRequest,
  fieldNames: readonly Field[] = [],
  fileFields: readonly string[] = [IMAGE_FIELD],
): Promise<ImageForm<Field>> {
  if (!request.isMultipart()) throw new DomainError('invalid', formMessages.notMultipart);
  const images: Partial<Record<string, Buffer>> = {};
  const fields: Partial<Record<Field, string>> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!fileFields.includes(part.fieldname) || Object.hasOwn(images, part.fieldname)) {
          part.file.resume();
          throw new DomainError('invalid', formMessages.oneImage, { [IMAGE_FIELD]: [formMessages.oneImage] });
        }
        images[part.fieldname] = await part.toBuffer();
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new DomainError('too-large', formMessages.fieldTooLong, {
          [part.fieldname]: [formMessages.fieldTooLong],
        });
      }
      if ((fieldNames as readonly string[]).includes(part.fieldname)) {
        fields[part.fieldname as Field] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    throw clientErrorOf(error);
  }
  // The global text guard sees no multipart fields (they are read here), so the same rule is applied here.
  const refusal = findUnsafeText(fields);
  if (refusal) throw new DomainError('invalid', refusal.message, { [refusal.path]: [refusal.message] });
  // An empty file part is no file (a form may make the image optional).
  const sent = Object.fromEntries(Object.entries(images).filter(([, bytes]) => bytes?.length));
  return { image: sent[IMAGE_FIELD], images: sent, fields };
}

/** The image of a form that must have one. */
export async function requireImageForm<Field extends string>(
  request: FastifyRequest,
  fieldNames: readonly Field[] = [],
): Promise<ImageForm<Field> & { image: Buffer }> {
  const form = await readImageForm(request, fieldNames);
  if (!form.image) throw new DomainError('invalid', imageMessages.missing, { [IMAGE_FIELD]: [imageMessages.missing] });
  return { ...form, image: form.image };
}
