import { fundraiserRouteTable, type ApiResponse, type PublicLinkState } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraiserDashboardQueryOptions } from './get-admin-fundraiser-dashboard';

export interface PublicLinkStatusInput {
  fundRaisingId: string;
  status: boolean;
}

/** Activates or deactivates the fundraiser's reusable `pub_` participant sign-up link. */
export function updateParticipantPublicLink(input: PublicLinkStatusInput): Promise<ApiResponse<PublicLinkState>> {
  return call(fundraiserRouteTable.updateParticipantGeneralInvitationLink, { body: input });
}

export function updateParticipantPublicLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'participant-public-link'] as const,
    mutationFn: updateParticipantPublicLink,
  });
}

export function useUpdateParticipantPublicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateParticipantPublicLinkMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      queryClient.invalidateQueries({ queryKey: adminFundraiserDashboardQueryOptions(fundRaisingId).queryKey }),
  });
}
