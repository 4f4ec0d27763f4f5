/**
 * The provider refused the message because the recipient opted out with it (Twilio error 21610: the number replied
 * STOP at the carrier). Retrying cannot succeed; the caller records the opt-out instead.
 */
export class RecipientOptedOutError extends Error {
  constructor(
    readonly recipient: string,
    readonly providerCode: string,
  ) {
    super(`The recipient opted out of messages from this sender (provider code ${providerCode})`);
    this.name = 'RecipientOptedOutError';
  }
}
