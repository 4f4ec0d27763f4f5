import { moneyMessages } from '@fundplay/contracts';

/**
 * What confirming a card payment came to, from Stripe.js or from the sandbox: the payment went through, is still
 * being processed, or the payer should try again (with what to tell them).
 */
export type ConfirmOutcome =
  { kind: 'succeeded'; message: string } | { kind: 'processing'; message: string } | { kind: 'retry'; message: string };

/** The spec's message for a PaymentIntent's status (spec §4, §8 "Payment messages"). */
export function outcomeOfStatus(status: string): ConfirmOutcome {
  switch (status) {
    case 'succeeded':
      return { kind: 'succeeded', message: moneyMessages.paymentSucceeded };
    case 'processing':
      return { kind: 'processing', message: moneyMessages.paymentProcessing };
    case 'requires_payment_method':
      return { kind: 'retry', message: moneyMessages.paymentFailed };
    default:
      return { kind: 'retry', message: moneyMessages.somethingWentWrong };
  }
}

/** The part of Stripe's error (`{ error: { type, message } }`) the payer may see. */
export interface ProviderError {
  type?: string;
  message?: string;
}

/** The provider's own message for card and validation errors (spec §8); anything else is unexpected. */
export function outcomeOfError(error: ProviderError): ConfirmOutcome {
  const shown = error.type === 'card_error' || error.type === 'validation_error';
  return { kind: 'retry', message: shown && error.message ? error.message : moneyMessages.unexpectedError };
}
