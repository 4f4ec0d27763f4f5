/** A business sponsor as the sponsors page sends it (spec §7 addSponsor / updateSponsor). */
export interface SponsorInput {
  fundRaisingId: string;
  /** Present when updating. */
  sponsorId?: string;
  firstName: string;
  lastName: string;
  businessName: string;
  websiteUrl: string;
  /** The logo (png or jpeg): required to add, optional to update. */
  image: File | null;
}

/** The multipart body: the fields as text (the server's schema coerces them) and the logo as `image`. */
export function sponsorFormData({ image, sponsorId, ...fields }: SponsorInput): FormData {
  const formData = new FormData();
  if (sponsorId) formData.set('sponsorId', sponsorId);
  formData.set('fundRaisingId', fields.fundRaisingId);
  // Sponsors listed on a fundraiser are businesses (spec §5: the list shows only business type).
  formData.set('type', 'business');
  formData.set('firstName', fields.firstName);
  formData.set('lastName', fields.lastName);
  formData.set('businessName', fields.businessName);
  formData.set('websiteUrl', fields.websiteUrl);
  if (image) formData.set('image', image);
  return formData;
}
