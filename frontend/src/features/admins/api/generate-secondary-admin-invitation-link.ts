import { identityRoutes, type InvitationLink, type SecondaryAdminInvitationRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's response nests the link twice: `data.data`. */
export interface InvitationLinkResponse {
  message: string;
  data: { data: InvitationLink };
}

export function generateSecondaryAdminInvitationLink(
  request: SecondaryAdminInvitationRequest,
): Promise<InvitationLinkResponse> {
  return api.post<InvitationLinkResponse>(identityRoutes.generateSecondaryAdminInvitationLink, request);
}

export function generateSecondaryAdminInvitationLinkMutationOptions() {
  return mutationOptions({
    mutationKey: ['admins', 'invitation-link'] as const,
    mutationFn: generateSecondaryAdminInvitationLink,
  });
}

export function useGenerateSecondaryAdminInvitationLink() {
  return useMutation(generateSecondaryAdminInvitationLinkMutationOptions());
}
