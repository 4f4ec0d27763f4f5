import { moneyMessages, moneyRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callMultipart } from '@/lib/api-client';
import { sponsorFormData, type SponsorInput } from '../lib/sponsor-form-data';
import { fundraiserKeys } from './fundraiser-keys';

export interface SponsorAdded {
  message: string;
  /** The same business already sponsors the fundraiser ('Sponsor already exists.', a success per spec §7). */
  existed: boolean;
}

/** POST addSponsor as multipart, the logo as `image` (spec §7). */
export async function addSponsor(input: SponsorInput): Promise<SponsorAdded> {
  try {
    const { message, data } = await callMultipart(moneyRouteTable.addSponsor, sponsorFormData(input));
    return {
      message: message || (data.existed ? moneyMessages.sponsorExists : moneyMessages.sponsorAdded),
      existed: data.existed,
    };
  } catch (error) {
    if (error instanceof ApiError && error.message === moneyMessages.sponsorExists) {
      return { message: error.message, existed: true };
    }
    throw error;
  }
}

export function addSponsorMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'sponsors', 'add'] as const, mutationFn: addSponsor });
}

/** The sponsors page and the dashboard's Sponsors section both list them. */
export function useAddSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    ...addSponsorMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.sponsors(fundRaisingId) }),
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboard(fundRaisingId) }),
      ]),
  });
}
