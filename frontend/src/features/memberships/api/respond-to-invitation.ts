import { fundraiserRouteTable, type RouteBody } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { teamMemberFundraisersQueryOptions } from './get-team-member-fundraisers';

export function respondToInvitation(body: RouteBody<typeof fundraiserRouteTable.invitationResponse>) {
  return call(fundraiserRouteTable.invitationResponse, { body });
}

export function respondToInvitationMutationOptions() {
  return mutationOptions({
    mutationKey: ['memberships', 'invitation-response'] as const,
    mutationFn: respondToInvitation,
  });
}

/** Accepting moves the fundraiser from the invitations to the team member's fundraisers; rejecting removes it. */
export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    ...respondToInvitationMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamMemberFundraisersQueryOptions().queryKey }),
  });
}
