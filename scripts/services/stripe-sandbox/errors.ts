/** The `error` member of Stripe's error envelope. */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

/** An answer in Stripe's error envelope, `{ error: { type, code, message, … } }`, with Stripe's status code. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJSON(): { error: StripeErrorBody } {
    const doc = this.body.code
      ? { doc_url: `https://stripe.com/docs/error-codes/${this.body.code.replace(/_/g, '-')}` }
      : {};
    return { error: { ...doc, ...this.body } };
  }
}

export function invalidRequest(message: string, extra: Omit<StripeErrorBody, 'type' | 'message'> = {}, status = 400) {
  return new StripeApiError(status, { type: 'invalid_request_error', message, ...extra });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function invalidParam(param: string, message: string, code = 'parameter_invalid'): StripeApiError {
  return invalidRequest(message, { code, param });
}

export function unknownParam(param: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${param}`, { code: 'parameter_unknown', param });
}

/** Stripe's 404 for an id this key cannot see (another tenant's objects are exactly as invisible). */
export function resourceMissing(objectName: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${objectName}: '${id}'`, { code: 'resource_missing', param }, 404);
}

/** A 402 `card_error`, as Stripe answers a declined or invalid card. */
export function cardError(message: string, extra: Omit<StripeErrorBody, 'type' | 'message'>): StripeApiError {
  return new StripeApiError(402, { type: 'card_error', message, ...extra });
}
