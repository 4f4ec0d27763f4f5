import { competeRouteTable, type ShareTokensRequest, type TokensShareResult } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** PUT /api/participantRoutes/sendTokensToTeamMember: tokens from the participant's wallet to one team member's. */
export async function sendTokensToTeamMember(body: ShareTokensRequest): Promise<TokensShareResult> {
  return (await call(competeRouteTable.sendTokensToTeamMember, { body })).data;
}

export function sendTokensToTeamMemberMutationOptions() {
  return mutationOptions({
    mutationKey: ['memberships', 'share-tokens'] as const,
    mutationFn: sendTokensToTeamMember,
  });
}

/** Both wallets change: the dashboard that shows them is fetched again. */
export function useSendTokensToTeamMember(dashboardQueryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    ...sendTokensToTeamMemberMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
}
