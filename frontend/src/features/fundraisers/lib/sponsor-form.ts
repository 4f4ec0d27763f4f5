import { moneyMessages, sponsorFieldsSchema, type SponsorRow } from '@fundplay/contracts';
import { contractResolver } from './contract-resolver';

/** The logo types the server takes for a sponsor (spec §5: png, jpg, jpeg). */
export const sponsorLogoTypes = ['image/png', 'image/jpeg'] as const;

export interface SponsorFormValues {
  firstName: string;
  lastName: string;
  businessName: string;
  websiteUrl: string;
}

export const emptySponsor: SponsorFormValues = { firstName: '', lastName: '', businessName: '', websiteUrl: '' };

export function sponsorValuesOf(sponsor: SponsorRow): SponsorFormValues {
  return {
    firstName: sponsor.firstName,
    lastName: sponsor.lastName,
    businessName: sponsor.businessName,
    websiteUrl: sponsor.websiteUrl,
  };
}

/** Validates a business sponsor with the server's sponsorFieldsSchema and messages. */
export function sponsorResolver(fundraiserId: string) {
  return contractResolver(sponsorFieldsSchema, (values: SponsorFormValues) => ({
    fundRaisingId: fundraiserId,
    type: 'business' as const,
    ...values,
  }));
}

/** What is wrong with a chosen logo file, or null when it will do. */
export function logoProblem(file: File | null, required: boolean): string | null {
  if (!file) return required ? moneyMessages.logoRequired : null;
  return (sponsorLogoTypes as readonly string[]).includes(file.type) ? null : moneyMessages.logoRequired;
}
