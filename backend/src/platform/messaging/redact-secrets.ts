/** What a secret looks like in a stored message. */
export const REDACTED = '•••••';

/** `text` with every occurrence of each secret masked. */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  return secrets.filter((secret) => secret.length > 0).reduce((out, secret) => out.split(secret).join(REDACTED), text);
}
