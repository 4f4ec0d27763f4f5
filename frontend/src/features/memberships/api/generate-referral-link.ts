import { fundraiserRouteTable } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { participantDashboardQueryOptions } from './get-participant-dashboard';

export function generateReferralLink({ groupId }: { groupId: string }) {
  return call(fundraiserRouteTable.generateParticipantGroupDonationLink, { body: { groupId } });
}

export function generateReferralLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['memberships', 'generate-referral-link'] as const,
    mutationFn: generateReferralLink,
  });
}

/** The new code belongs to the dashboard of `fundRaisingId`, which then shows it. */
export function useGenerateReferralLink(fundRaisingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...generateReferralLinkMutationOptions(),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: participantDashboardQueryOptions(fundRaisingId).queryKey }),
  });
}
