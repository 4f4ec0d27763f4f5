import { moneyMessages } from '@fundplay/contracts';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/http/domain-error';
import type { ImageUploads } from '../../../platform/storage/image-uploads';
import { IMAGE_FIELD } from '../../../platform/storage/multipart-form';
import { Sponsor } from '../entities/sponsor.entity';

/** Longest side of a stored sponsor logo: crisp in the sponsors tables and on the donation page. */
export const SPONSOR_LOGO_MAX_DIMENSION = 512;

/**
 * A sponsor's logo, decoded and re-encoded: PNG or JPEG only (spec §5), decided by its bytes. Not stored yet: the
 * handlers store it once the caller is known to be allowed.
 */
export async function processSponsorLogo(images: ImageUploads, logo: Buffer) {
  const image = await images.process(logo, { maxDimension: SPONSOR_LOGO_MAX_DIMENSION });
  if (image.contentType !== 'image/png' && image.contentType !== 'image/jpeg') {
    throw new DomainError('invalid', moneyMessages.logoRequired, { [IMAGE_FIELD]: [moneyMessages.logoRequired] });
  }
  return image;
}

/** Whether an insert or update hit the one-business-per-fundraiser index. */
export function isBusinessNameClash(error: unknown): boolean {
  return error instanceof UniqueConstraintViolationException && /sponsors_business_unique/.test(error.message);
}

/** The business sponsoring the fundraiser under this name, compared as the unique index does (ignoring case). */
export function findBusinessSponsor(em: EntityManager, fundraiserId: string, businessName: string) {
  return em.findOne(Sponsor, {
    fundraiserId,
    type: 'business',
    businessName: { $ilike: businessName.replace(/[\\%_]/g, (character) => `\\${character}`) },
  });
}
