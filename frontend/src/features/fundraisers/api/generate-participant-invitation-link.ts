import {
  fundraiserRouteTable,
  type ApiResponse,
  type ParticipantInvitationRequest,
  type PrivateInvitationLink,
} from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** A private, single-use invitation: the server emails it (and texts it when a phone is given). */
export function generateParticipantInvitationLink(
  request: ParticipantInvitationRequest,
): Promise<ApiResponse<PrivateInvitationLink>> {
  return call(fundraiserRouteTable.generateParticipantInvitationLink, { body: request });
}

export function generateParticipantInvitationLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'participant-invitation'] as const,
    mutationFn: generateParticipantInvitationLink,
  });
}

export function useGenerateParticipantInvitationLink() {
  return useMutation(generateParticipantInvitationLinkMutationOptions());
}
