import { fundraiserRouteTable, type ApiResponse, type PublicLinkState } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraiserDashboardQueryOptions } from './get-admin-fundraiser-dashboard';

export interface PublicLinkStatusInput {
  fundRaisingId: string;
  status: boolean;
}

/** Activates or deactivates the fundraiser's reusable `pub_` admin sign-up link. */
export function updateAdminPublicLink(input: PublicLinkStatusInput): Promise<ApiResponse<PublicLinkState>> {
  return call(fundraiserRouteTable.updateAdminGeneralInvitationLink, { body: input });
}

export function updateAdminPublicLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'admin-public-link'] as const,
    mutationFn: updateAdminPublicLink,
  });
}

export function useUpdateAdminPublicLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateAdminPublicLinkMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      queryClient.invalidateQueries({ queryKey: adminFundraiserDashboardQueryOptions(fundRaisingId).queryKey }),
  });
}
