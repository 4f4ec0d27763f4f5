import { identityRouteTable, type TeamMemberSignUp } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** Creates the team member account through an invitation; the server sends a signUp code. */
export function teamMemberSignUp(body: TeamMemberSignUp) {
  return call(identityRouteTable.teamMemberSignUp, { body });
}

export function teamMemberSignUpMutationOptions() {
  return mutationOptions({ mutationKey: ['auth', 'team-member-sign-up'] as const, mutationFn: teamMemberSignUp });
}

export function useTeamMemberSignUp() {
  return useMutation(teamMemberSignUpMutationOptions());
}
