/** Where a one-time code waits in the secret vault between the command that issues it and the job that sends it. */
export const oneTimeCodeSecretRef = (codeId: string) => `one-time-code:${codeId}`;

/** Where an email verification link's token waits in the secret vault. */
export const emailVerificationSecretRef = (linkId: string) => `email-verification:${linkId}`;
