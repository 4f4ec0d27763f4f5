import { identityRoutes } from '@fundplay/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ResendVerificationEmailRequest {
  firstName: string;
  email: string;
  /** An allow-listed page the new link leads on to after login. */
  next?: string;
}

/** The spec's call is a GET with the name and address in the query. */
export function resendVerificationEmail(request: ResendVerificationEmailRequest): Promise<{ message: string }> {
  return api.get<{ message: string }>(identityRoutes.reSendVerificationEmail, { query: { ...request } });
}

export function resendVerificationEmailMutationOptions() {
  return mutationOptions({
    mutationKey: ['auth', 'resend-verification-email'] as const,
    mutationFn: resendVerificationEmail,
  });
}

export function useResendVerificationEmail() {
  return useMutation(resendVerificationEmailMutationOptions());
}
