import { routeTable, type PaymentIntentStart, type PayoutAccountRow } from '@fundplay/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../src/config/app-config';
import { PaymentProvider } from '../../src/platform/payments/payment-provider.port';
import { StripePaymentProvider } from '../../src/platform/payments/stripe-payment-provider';
import type { Api } from './identity-helpers';
import { eventually, type TestEnvironment } from './test-environment';

/** The official SDK pointed at the test sandbox with this app's tenant key: what a test does "at Stripe". */
export function sandboxStripe(config: AppConfig): InstanceType<typeof Stripe> {
  if (config.payments.mode !== 'sandbox') throw new Error('payment tests run against the Stripe sandbox');
  const url = new URL(config.payments.sandboxUrl);
  return new Stripe(config.payments.secretKey, {
    host: url.hostname,
    port: url.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

/** The sandbox's own test helpers (`/_sandbox/…`), as this app's tenant. */
export async function sandboxHelper(config: AppConfig, path: string): Promise<unknown> {
  const response = await fetch(`${config.payments.sandboxUrl}/_sandbox/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.payments.secretKey}` },
  });
  if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const pauseWebhooks = (config: AppConfig) => sandboxHelper(config, 'webhooks/pause');
export const resumeWebhooks = (config: AppConfig) => sandboxHelper(config, 'webhooks/resume');

/** A connected account that finished the sandbox's onboarding (charges enabled), as an admin would make one. */
export async function verifiedPayoutAccount(stripe: InstanceType<typeof Stripe>, name = 'Maple PTA'): Promise<string> {
  const account = await stripe.accounts.create({ type: 'express', business_profile: { name } });
  const link = await stripe.accountLinks.create({
    account: account.id,
    refresh_url: 'http://127.0.0.1/refresh',
    return_url: 'http://127.0.0.1/return',
    type: 'account_onboarding',
  });
  const submitted = await fetch(link.url, { method: 'POST', redirect: 'manual' });
  if (submitted.status !== 303) throw new Error(`onboarding answered ${submitted.status}`);
  return account.id;
}

/**
 * A payout account of the admin signed in with `ownerToken`, created through FundPlay's API and onboarded on the
 * sandbox's page, which sends the admin back to `returnPath` on this site. Unlike `verifiedPayoutAccount`, FundPlay
 * knows the account and its owner, so it can be linked through the API.
 */
export async function onboardedPayoutAccount(
  client: Api,
  config: AppConfig,
  ownerToken: string,
  { name = 'Maple PTA', returnPath = '/admin/stripeAccounts' }: { name?: string; returnPath?: string } = {},
): Promise<string> {
  const created = await client.post(routeTable.createStripeAccount.path, { name }, ownerToken);
  if (created.status !== 201) throw new Error(`createStripeAccount failed: ${JSON.stringify(created.body)}`);
  const { accountId } = created.body.data as PayoutAccountRow;
  const returnUrl = `${config.http.publicUrl}${returnPath}`;
  const link = await client.post(
    routeTable.generateAccountLink.path,
    { accountId, refreshUrl: returnUrl, returnUrl },
    ownerToken,
  );
  if (link.status !== 200) throw new Error(`generateAccountLink failed: ${JSON.stringify(link.body)}`);
  const submitted = await fetch(link.body.data.url as string, { method: 'POST', redirect: 'manual' });
  const back = submitted.headers.get('location');
  if (submitted.status !== 303 || back !== returnUrl) {
    throw new Error(`onboarding answered ${submitted.status}, back to ${back}`);
  }
  return accountId;
}

/** The secret the app verifies webhooks with (the sandbox's, registered when the API started listening). */
export function webhookSecretOf(app: INestApplicationContext): string {
  const provider = app.get(PaymentProvider, { strict: false });
  const secret = provider instanceof StripePaymentProvider ? provider.webhookSigningSecret() : null;
  if (!secret) throw new Error('the app has no webhook secret yet');
  return secret;
}

/** POSTs `payload` to the app's webhook route, signed with `secret` at `timestamp` (seconds; now by default). */
export async function deliverWebhook(
  url: string,
  payload: string,
  secret: string | null,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (secret) headers['stripe-signature'] = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
  const response = await fetch(`${url}${routeTable.stripeWebhook.path}`, { method: 'POST', headers, body: payload });
  return { status: response.status, body: await response.text() };
}

/** The sandbox's event of `type` about `paymentIntentId` (the intent itself, or a charge or dispute of it). */
export async function eventAbout(
  stripe: InstanceType<typeof Stripe>,
  type: string,
  paymentIntentId: string,
): Promise<Stripe.Event> {
  return eventually(`a ${type} event for ${paymentIntentId}`, async () => {
    const events = await stripe.events.list({ type, limit: 100 });
    return events.data.find((event) => {
      const object = event.data.object as { id?: string; payment_intent?: string | { id: string } | null };
      const intent = typeof object.payment_intent === 'object' ? object.payment_intent?.id : object.payment_intent;
      return object.id === paymentIntentId || intent === paymentIntentId;
    });
  });
}

/** A valid getDonations body; `overrides` change fields. */
export function donationBody(referalCode: string, overrides: Record<string, unknown> = {}) {
  return {
    referalCode,
    amount: 2500,
    type: 'individual',
    firstName: 'Dana',
    lastName: 'Donor',
    email: 'dana@example.com',
    anonymous: false,
    coverFee: false,
    ...overrides,
  };
}

/** Starts a donation through the API; fails the test unless the PaymentIntent was created. */
export async function startDonation(
  client: Api,
  referalCode: string,
  overrides: Record<string, unknown> = {},
): Promise<PaymentIntentStart> {
  const response = await client.post(routeTable.getDonations.path, donationBody(referalCode, overrides));
  if (response.status !== 200) throw new Error(`getDonations failed: ${JSON.stringify(response.body)}`);
  return response.body.data as PaymentIntentStart;
}

/** The payment row's status, as FundPlay settled it. */
export async function paymentStatus(environment: TestEnvironment, paymentIntentId: string): Promise<string | null> {
  const [row] = await environment.sql<{ status: string }>('select status from payments where provider_intent_id = $1', [
    paymentIntentId,
  ]);
  return row?.status ?? null;
}

/** Ledger transactions posted for a payment's success and its refunds, oldest first. */
export async function ledgerTransactionsOf(environment: TestEnvironment, paymentIntentId: string) {
  return environment.sql<{ kind: string; external_ref: string }>(
    `with original as (
       select t.id from ledger_transactions t join payments p on t.external_ref = 'payment:' || p.id::text
        where p.provider_intent_id = $1)
     select kind, external_ref from ledger_transactions
      where id in (select id from original) or reverses_transaction_id in (select id from original)
      order by id`,
    [paymentIntentId],
  );
}
