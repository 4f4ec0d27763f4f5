import { fundraiserRouteTable, type TeamMemberInvitationRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { participantDashboardQueryOptions } from './get-participant-dashboard';

export function generateTeamMemberInvitationLink(body: TeamMemberInvitationRequest) {
  return call(fundraiserRouteTable.generateTeamMemberInvitationLink, { body });
}

export function generateTeamMemberInvitationLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['memberships', 'generate-team-member-invitation-link'] as const,
    mutationFn: generateTeamMemberInvitationLink,
  });
}

/** The public team link is part of the participant's dashboard: refresh it once the server made one. */
export function useGenerateTeamMemberInvitationLink() {
  const queryClient = useQueryClient();
  return useMutation({
    ...generateTeamMemberInvitationLinkMutationOptions(),
    onSuccess: (_result, { fundRaisingId }) =>
      queryClient.invalidateQueries({ queryKey: participantDashboardQueryOptions(fundRaisingId).queryKey }),
  });
}
