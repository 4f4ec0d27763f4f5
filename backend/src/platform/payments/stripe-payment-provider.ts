import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config';
import type { Clock } from '../clock/clock';
import {
  InvalidWebhookSignature,
  PaymentProvider,
  PaymentProviderRefusal,
  type ConnectedAccount,
  type CreatePaymentIntentInput,
  type PaymentIntentFacts,
  type ProviderEvent,
  type ProviderIntentStatus,
  type StartedPaymentIntent,
} from './payment-provider.port';

/*
 * Why this file is long: it is the one adapter between the PaymentProvider port and the official SDK, each method a
 * thin translation of one Stripe call; splitting it would scatter how FundPlay speaks to Stripe.
 */

/**
 * How far from now a webhook's signing time may be, either way (Stripe's own default): a replayed capture older than
 * this is refused, and so is one dated ahead, which would otherwise stay replayable until that time had passed.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The events FundPlay acts on; the sandbox's endpoint subscribes to these (a real endpoint is set up at Stripe). */
export const WEBHOOK_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'account.updated',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

/** What FundPlay asks Stripe to expand on a PaymentIntent: the charge's fee (balance transaction) and refunds. */
const INTENT_EXPANSIONS = ['latest_charge.balance_transaction', 'latest_charge.refunds'];

type StripeClient = InstanceType<typeof Stripe>;
type StripeError = InstanceType<typeof Stripe.errors.StripeError>;

function isStripeError(error: unknown): error is StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** A refusal the caller can explain (bad request, unknown object, card declined), not an outage. */
function isRefusal(error: StripeError): boolean {
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && status !== 401 && status !== 429;
}

function isMissing(error: unknown): boolean {
  return (
    isStripeError(error) &&
    (error.statusCode === 404 || error.code === 'resource_missing' || error.code === 'account_invalid')
  );
}

/**
 * The signing time (`t=`, Unix seconds) of a Stripe-Signature header, read as the SDK reads it (the last `t`,
 * `parseInt`), so it is the time the verified signature covers. NaN when there is none.
 */
function signedAtSeconds(signatureHeader: string): number {
  let signedAt = Number.NaN;
  for (const item of signatureHeader.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't' && value !== undefined) signedAt = Number.parseInt(value, 10);
  }
  return signedAt;
}

function asConnectedAccount(account: Stripe.Account): ConnectedAccount {
  return {
    id: account.id,
    displayName: account.business_profile?.name ?? account.settings?.dashboard?.display_name ?? null,
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
  };
}

/**
 * The PaymentProvider port on the official `stripe` SDK: real Stripe with the configured keys, or the local
 * Stripe-compatible sandbox (`host`/`port`/`protocol` from STRIPE_SANDBOX_URL) with a key naming this app's tenant.
 * SDK errors that a caller can explain become PaymentProviderRefusal; outages and bugs stay what they are.
 */
export class StripePaymentProvider extends PaymentProvider {
  readonly mode: 'stripe' | 'sandbox';
  readonly publishableKey: string;
  private readonly stripe: StripeClient;
  /** Stripe mode: STRIPE_WEBHOOK_SECRET. Sandbox mode: the secret the sandbox gave when the endpoint was registered. */
  private webhookSecret: string | null;

  constructor(
    config: Pick<AppConfig, 'payments'>,
    private readonly clock: Clock,
  ) {
    super();
    const payments = config.payments;
    this.mode = payments.mode;
    this.publishableKey = payments.publishableKey;
    this.webhookSecret = payments.webhookSecret;
    const common = { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'FundPlay' } };
    if (payments.mode === 'sandbox') {
      const url = new URL(payments.sandboxUrl);
      this.stripe = new Stripe(payments.secretKey, {
        ...common,
        host: url.hostname,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        protocol: url.protocol === 'https:' ? 'https' : 'http',
      });
    } else {
      this.stripe = new Stripe(payments.secretKey, common);
    }
  }

  /**
   * Sandbox mode only: subscribes `url` to FundPlay's events and keeps the signing secret the sandbox answers with
   * (the same for the same tenant and url, so every API instance and restart verifies with one secret). With real
   * Stripe the endpoint and its secret are set up in Stripe's dashboard, never here.
   */
  async registerSandboxWebhookEndpoint(url: string): Promise<void> {
    if (this.mode !== 'sandbox') throw new Error('Webhook endpoints are registered only with the sandbox');
    const endpoint = await this.stripe.webhookEndpoints.create({ url, enabled_events: [...WEBHOOK_EVENT_TYPES] });
    if (!endpoint.secret) throw new Error('The Stripe sandbox registered the webhook endpoint without a secret');
    this.webhookSecret = endpoint.secret;
  }

  /** The secret webhooks are verified with (null until the sandbox endpoint is registered). For tests that sign. */
  webhookSigningSecret(): string | null {
    return this.webhookSecret;
  }

  async createConnectedAccount(input: {
    displayName: string;
    email: string | null;
    idempotencyKey: string;
  }): Promise<ConnectedAccount> {
    const account = await this.call(() =>
      this.stripe.accounts.create(
        {
          type: 'express',
          ...(input.email ? { email: input.email } : {}),
          business_profile: { name: input.displayName },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return asConnectedAccount(account);
  }

  async getConnectedAccount(accountId: string): Promise<ConnectedAccount | null> {
    try {
      const account = await this.stripe.accounts.retrieve(accountId);
      return asConnectedAccount(account);
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.translate(error);
    }
  }

  async deleteConnectedAccount(accountId: string): Promise<void> {
    try {
      await this.stripe.accounts.del(accountId);
    } catch (error) {
      if (isMissing(error)) return;
      throw this.translate(error);
    }
  }

  async createOnboardingLink(input: { accountId: string; refreshUrl: string; returnUrl: string }) {
    const link = await this.call(() =>
      this.stripe.accountLinks.create({
        account: input.accountId,
        refresh_url: input.refreshUrl,
        return_url: input.returnUrl,
        type: 'account_onboarding',
      }),
    );
    return { url: link.url };
  }

  async createPaymentIntent(input: CreatePaymentIntentInput): Promise<StartedPaymentIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'usd',
          // Cards and wallets confirmed on the page; nothing that leaves the page for a bank's site.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          transfer_data: { destination: input.destinationAccountId },
          application_fee_amount: input.platformFeeCents,
          description: input.description,
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came back without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret, status: intent.status as ProviderIntentStatus };
  }

  async getPaymentIntent(paymentIntentId: string): Promise<PaymentIntentFacts | null> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(paymentIntentId, { expand: INTENT_EXPANSIONS });
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.translate(error);
    }
    return this.facts(intent);
  }

  async listRecentPaymentIntents(input: { since: Date; limit: number }): Promise<PaymentIntentFacts[]> {
    const intents: Stripe.PaymentIntent[] = [];
    const list = this.stripe.paymentIntents.list({
      created: { gte: Math.floor(input.since.getTime() / 1000) },
      limit: Math.min(100, input.limit),
    });
    await this.call(() =>
      list.autoPagingEach((intent) => {
        intents.push(intent);
        return intents.length < input.limit;
      }),
    );
    // Listed without expansions: the fee and refunds are read again, one by one, by whoever acts on an intent.
    return Promise.all(intents.map((intent) => this.facts(intent, { fetchFee: false })));
  }

  async listRecentEvents(input: { since: Date; types: string[]; limit: number }): Promise<ProviderEvent[]> {
    const events: Stripe.Event[] = [];
    const list = this.stripe.events.list({
      created: { gte: Math.floor(input.since.getTime() / 1000) },
      types: input.types,
      limit: Math.min(100, input.limit),
    });
    await this.call(() =>
      list.autoPagingEach((event) => {
        events.push(event);
        return events.length < input.limit;
      }),
    );
    // Stripe lists newest first.
    return events.reverse().map((event) => this.asProviderEvent(event));
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent {
    if (!signatureHeader) throw new InvalidWebhookSignature('The Stripe-Signature header is missing');
    if (!this.webhookSecret) throw new InvalidWebhookSignature('No webhook endpoint is registered yet');
    const receivedAtMs = this.clock.now().getTime();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        receivedAtMs,
      );
    } catch (error) {
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : String(error));
    }
    // The SDK bounds only a signature's age: one dated ahead of now passes it, and stays replayable until then.
    const skewSeconds = signedAtSeconds(signatureHeader) - Math.floor(receivedAtMs / 1000);
    if (!Number.isFinite(skewSeconds) || skewSeconds > WEBHOOK_TOLERANCE_SECONDS) {
      throw new InvalidWebhookSignature(
        `Timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} seconds in the future; check the sender's clock`,
      );
    }
    return this.asProviderEvent(event);
  }

  private asProviderEvent(event: Stripe.Event): ProviderEvent {
    return {
      id: event.id,
      type: event.type,
      created: new Date(event.created * 1000),
      object: event.data.object as unknown as Record<string, unknown>,
      raw: event,
    };
  }

  private async facts(intent: Stripe.PaymentIntent, { fetchFee = true } = {}): Promise<PaymentIntentFacts> {
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    const chargeId = typeof intent.latest_charge === 'string' ? intent.latest_charge : (charge?.id ?? null);
    let processingFeeCents = 0;
    const balanceTransaction = charge?.balance_transaction ?? null;
    if (balanceTransaction && typeof balanceTransaction === 'object') {
      processingFeeCents = balanceTransaction.fee;
    } else if (typeof balanceTransaction === 'string' && fetchFee) {
      // A server that did not expand the nested field: read the balance transaction itself.
      processingFeeCents = (await this.call(() => this.stripe.balanceTransactions.retrieve(balanceTransaction))).fee;
    }
    const refunds = [...(charge?.refunds?.data ?? [])]
      .sort((a, b) => a.created - b.created)
      .map((refund) => ({ id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' }));
    return {
      id: intent.id,
      status: intent.status as ProviderIntentStatus,
      amountCents: intent.amount,
      platformFeeCents: intent.application_fee_amount ?? 0,
      metadata: { ...(intent.metadata ?? {}) },
      chargeId: (charge ? charge.status === 'succeeded' : intent.status === 'succeeded') ? chargeId : null,
      processingFeeCents,
      amountRefundedCents: charge?.amount_refunded ?? 0,
      refunds,
      created: new Date(intent.created * 1000),
    };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.translate(error);
    }
  }

  private translate(error: unknown): unknown {
    if (isStripeError(error) && isRefusal(error)) {
      return new PaymentProviderRefusal(error.message, error.code ?? null, error.statusCode ?? null);
    }
    return error;
  }
}
