import { moneyMessages, moneyRouteTable, type SponsorFields, type SponsorSaved } from '@fundplay/contracts';
import { ApiError, callMultipart } from '@/lib/api-client';

export interface AddSponsorInput {
  fields: SponsorFields;
  logo: File;
}

function isSponsorSaved(data: unknown): data is SponsorSaved {
  return (
    typeof data === 'object' &&
    data !== null &&
    'sponsor' in data &&
    typeof data.sponsor === 'object' &&
    data.sponsor !== null &&
    '_id' in data.sponsor &&
    typeof data.sponsor._id === 'string'
  );
}

/**
 * POST /api/sponsorRoutes/addSponsor (multipart, the logo as `image`): the business sponsoring the fundraiser.
 * 'Sponsor already exists.' is a success (spec §7): the same business gives again under its existing profile.
 */
export async function addSponsor({ fields, logo }: AddSponsorInput): Promise<SponsorSaved> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.set(name, String(value));
  }
  form.set('image', logo);
  try {
    return (await callMultipart(moneyRouteTable.addSponsor, form)).data;
  } catch (error) {
    if (error instanceof ApiError && error.message === moneyMessages.sponsorExists && isSponsorSaved(error.data)) {
      return error.data;
    }
    throw error;
  }
}
