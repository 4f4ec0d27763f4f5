import { moneyRouteTable, type ApiResponse, type SponsorSaved } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '@/lib/api-client';
import { sponsorFormData, type SponsorInput } from '../lib/sponsor-form-data';
import { fundraiserKeys } from './fundraiser-keys';

/** PUT updateSponsor as multipart; the logo only when a new one was chosen (spec §7). */
export function updateSponsor(input: SponsorInput & { sponsorId: string }): Promise<ApiResponse<SponsorSaved>> {
  return callMultipart(moneyRouteTable.updateSponsor, sponsorFormData(input));
}

export function updateSponsorMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'sponsors', 'update'] as const, mutationFn: updateSponsor });
}

export function useUpdateSponsor() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSponsorMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.sponsors(fundRaisingId) }),
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboard(fundRaisingId) }),
      ]),
  });
}
