import { outcomeOfError, outcomeOfStatus, type ConfirmOutcome, type ProviderError } from './payment-outcome';
import type { CheckedCard } from './card-details';

export interface SandboxConfirmation {
  /** The sandbox's API base (`config.sandboxUrl`). */
  sandboxUrl: string;
  publishableKey: string;
  paymentIntentId: string;
  clientSecret: string;
  card: CheckedCard;
}

function providerError(body: unknown): (ProviderError & { param?: string }) | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return null;
  return {
    type: 'type' in error && typeof error.type === 'string' ? error.type : undefined,
    message: 'message' in error && typeof error.message === 'string' ? error.message : undefined,
    param: 'param' in error && typeof error.param === 'string' ? error.param : undefined,
  };
}

function intentStatus(body: unknown): string | null {
  return typeof body === 'object' && body !== null && 'status' in body && typeof body.status === 'string'
    ? body.status
    : null;
}

/**
 * Confirms the PaymentIntent at the sandbox with the card, the way Stripe.js confirms it at Stripe: from the
 * browser, with the publishable key and the intent's client secret, so FundPlay's server never sees the card.
 * A decline is a 402 in Stripe's error envelope, whose message the payer sees.
 */
export async function confirmAtSandbox({
  sandboxUrl,
  publishableKey,
  paymentIntentId,
  clientSecret,
  card,
}: SandboxConfirmation): Promise<ConfirmOutcome> {
  const body = new URLSearchParams({
    client_secret: clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': card.number,
    'payment_method_data[card][exp_month]': String(card.expMonth),
    'payment_method_data[card][exp_year]': String(card.expYear),
    'payment_method_data[card][cvc]': card.cvc,
  });
  const url = `${sandboxUrl.replace(/\/+$/, '')}/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`;
  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${publishableKey}` },
      body,
    });
    payload = await response.json().catch(() => undefined);
  } catch {
    return outcomeOfError({});
  }
  const error = providerError(payload);
  if (!response.ok || error) {
    // A card the sandbox refuses is a `card_error`; a malformed card field an `invalid_request_error` naming it,
    // which Stripe.js would have reported as a `validation_error`. Any other refusal is not the payer's to fix.
    if (error?.type === 'invalid_request_error' && error.param?.startsWith('payment_method_data')) {
      return outcomeOfError({ type: 'validation_error', message: error.message });
    }
    return outcomeOfError(error ?? {});
  }
  const status = intentStatus(payload);
  return status ? outcomeOfStatus(status) : outcomeOfError({});
}
