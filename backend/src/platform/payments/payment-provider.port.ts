/**
 * The card-payment provider as FundPlay uses it: Stripe Connect with Express accounts and destination charges.
 * The one adapter is the official `stripe` SDK, pointed at Stripe or at the local Stripe-compatible sandbox;
 * the domain never imports the SDK. Amounts are integer cents.
 */

/** A connected (payout) account at the provider. */
export interface ConnectedAccount {
  /** `acct_…` */
  id: string;
  displayName: string | null;
  /** Onboarding done and card charges allowed: only such an account may receive donations. */
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  /** The connected account the charge settles to (destination charge). */
  destinationAccountId: string;
  /** FundPlay's fee, kept by the platform (Stripe's application fee). */
  platformFeeCents: number;
  /** Deterministic, from FundPlay's own ids, so a retried request creates nothing twice. */
  idempotencyKey: string;
  description: string;
  receiptEmail: string | null;
  /** Plain references only (FundPlay ids), never personal data beyond what Stripe needs. */
  metadata: Record<string, string>;
}

export type ProviderIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** What FundPlay needs to know about a PaymentIntent to fulfil or reconcile it. */
export interface PaymentIntentFacts {
  /** `pi_…` */
  id: string;
  status: ProviderIntentStatus;
  amountCents: number;
  platformFeeCents: number;
  metadata: Record<string, string>;
  /** The succeeded charge (`ch_…`), or null. */
  chargeId: string | null;
  /** The provider's processing fee on the charge, from its balance transaction (0 before success). */
  processingFeeCents: number;
  amountRefundedCents: number;
  /** Refunds of the charge, oldest first. */
  refunds: { id: string; amountCents: number; status: string }[];
  created: Date;
}

export interface StartedPaymentIntent {
  id: string;
  clientSecret: string;
  status: ProviderIntentStatus;
}

/** A verified webhook event, as the provider sent it. */
export interface ProviderEvent {
  /** `evt_…`: stored once; a repeat changes nothing. */
  id: string;
  type: string;
  created: Date;
  /** `data.object` of the event. */
  object: Record<string, unknown>;
  /** The whole event, as received, for the record. */
  raw: unknown;
}

/** The webhook's signature is missing, malformed, wrong or older than the tolerance. */
export class InvalidWebhookSignature extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidWebhookSignature';
  }
}

/** The provider refused the request in a way the caller can explain (e.g. an unknown account). */
export class PaymentProviderRefusal extends Error {
  constructor(
    message: string,
    readonly code: string | null,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PaymentProviderRefusal';
  }
}

export abstract class PaymentProvider {
  abstract readonly mode: 'stripe' | 'sandbox';
  /** For the browser: Stripe.js (or the sandbox card form) confirms with it. */
  abstract readonly publishableKey: string;

  abstract createConnectedAccount(input: {
    displayName: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<ConnectedAccount>;
  /** null when the provider no longer knows the account. */
  abstract getConnectedAccount(accountId: string): Promise<ConnectedAccount | null>;
  abstract deleteConnectedAccount(accountId: string): Promise<void>;
  /** A one-time onboarding URL; the provider sends the user back to `returnUrl` (or `refreshUrl` when it expired). */
  abstract createOnboardingLink(input: {
    accountId: string;
    refreshUrl: string;
    returnUrl: string;
  }): Promise<{ url: string }>;

  abstract createPaymentIntent(input: CreatePaymentIntentInput): Promise<StartedPaymentIntent>;
  /** null when the provider does not know it. */
  abstract getPaymentIntent(paymentIntentId: string): Promise<PaymentIntentFacts | null>;
  /** PaymentIntents created since `since`, newest first, at most `limit`. */
  abstract listRecentPaymentIntents(input: { since: Date; limit: number }): Promise<PaymentIntentFacts[]>;
  /** Events of these types since `since`, oldest first (for reconciliation). */
  abstract listRecentEvents(input: { since: Date; types: string[]; limit: number }): Promise<ProviderEvent[]>;

  /** Verifies and parses a webhook delivery; throws InvalidWebhookSignature when it is not the provider's. */
  abstract verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
}
