import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';

/**
 * The contract of the local Stripe sandbox (scripts/services/stripe-sandbox/), driven through the official SDK as
 * the payments adapter drives it: every object has the keys of Stripe's own fixtures with the same JSON types,
 * and it behaves as FundPlay relies on (idempotency, tenancy, test cards, signed webhooks with retries, refunds,
 * onboarding, browser confirmation). The sandbox runs as its own process, as in `npm start`: it lives in
 * scripts/, outside the backend's TypeScript root.
 */
const repoRoot = join(__dirname, '..', '..', '..');
const fixtures = JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'stripe', 'objects.json'), 'utf8'))
  .resources as Record<string, Record<string, unknown>>;
const RETRY_BASE_MS = 50;

let sandbox: ChildProcess;
let sandboxPort: number;
let sandboxUrl: string;
let tenantCount = 0;

function startSandbox(): Promise<number> {
  sandbox = spawnSandbox(['--retry-base-ms', String(RETRY_BASE_MS)]);
  return sandboxPortOf(sandbox);
}

function spawnSandbox(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/stripe-sandbox.ts', '--port', '0', ...args], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function sandboxPortOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the sandbox did not start:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(Number(port));
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the sandbox exited with ${code}:\n${output}`)));
  });
}

beforeAll(async () => {
  sandboxPort = await startSandbox();
  sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
});

afterAll(async () => {
  if (sandbox.exitCode !== null) return;
  const exited = new Promise((resolve) => sandbox.once('exit', resolve));
  sandbox.kill('SIGTERM');
  await exited;
});

/** A tenant of its own (its own key), so no test sees another's objects or webhooks. */
function newTenant() {
  const name = `contract_${process.pid}_${++tenantCount}`;
  const secretKey = `sk_test_sandbox_${name}`;
  const stripe = new Stripe(secretKey, {
    host: '127.0.0.1',
    port: sandboxPort,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  return { stripe, secretKey, publishableKey: `pk_test_sandbox_${name}` };
}

type JsonType = 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** Subtrees whose keys are data, not shape: the fixture's event is about a plan; metadata holds anyone's keys. */
function isOpaque(path: string): boolean {
  return path === 'data.object' || path === 'metadata' || path.endsWith('.metadata');
}

/**
 * Every key of Stripe's fixture that ours lacks, or whose JSON type differs where both are non-null, down through
 * nested objects (and the first item of arrays). An id where the fixture shows the expanded object is Stripe's
 * own unexpanded form, not a difference.
 */
function shapeDifferences(ours: unknown, theirs: unknown, path = ''): string[] {
  if (jsonType(ours) === 'array' && jsonType(theirs) === 'array') {
    const [mine, stripe] = [(ours as unknown[])[0], (theirs as unknown[])[0]];
    if (mine === undefined || stripe === undefined || mine === null || stripe === null) return [];
    if (jsonType(mine) !== jsonType(stripe)) return [`${path}[0]: ${jsonType(mine)}, Stripe's is ${jsonType(stripe)}`];
    return shapeDifferences(mine, stripe, `${path}[0]`);
  }
  if (jsonType(ours) !== 'object' || jsonType(theirs) !== 'object' || isOpaque(path)) return [];
  const mine = ours as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, stripe] of Object.entries(theirs as Record<string, unknown>)) {
    const at = path ? `${path}.${key}` : key;
    if (!(key in mine)) {
      problems.push(`${at} is missing`);
      continue;
    }
    const value = mine[key];
    if (value === null || stripe === null) continue;
    const expandable = jsonType(value) === 'string' && jsonType(stripe) === 'object' && 'id' in (stripe as object);
    if (expandable) continue;
    if (jsonType(value) !== jsonType(stripe))
      problems.push(`${at}: ${jsonType(value)}, Stripe's is ${jsonType(stripe)}`);
    else problems.push(...shapeDifferences(value, stripe, at));
  }
  return problems;
}

function fixture(resource: string): Record<string, unknown> {
  const found = fixtures[resource];
  if (!found) throw new Error(`no fixture for ${resource}`);
  return found;
}

/** Stripe's list object, as the charge fixture embeds one (`refunds`). */
const listFixture = () => fixture('charge').refunds;

function expectStripeShape(ours: unknown, stripeFixture: unknown): void {
  // Through JSON, as a client receives it (the SDK adds lastResponse, which is not part of the object).
  const { lastResponse: _lastResponse, ...object } = JSON.parse(JSON.stringify(ours)) as Record<string, unknown>;
  expect(shapeDifferences(object, stripeFixture)).toEqual([]);
}

/** A connected account that finished onboarding, as the platform's payouts need. */
async function verifiedAccount(stripe: Stripe): Promise<Stripe.Account> {
  const account = await stripe.accounts.create({ type: 'express', email: 'cause@example.org' });
  const link = await stripe.accountLinks.create({
    account: account.id,
    refresh_url: 'http://127.0.0.1:9/refresh',
    return_url: 'http://127.0.0.1:9/return',
    type: 'account_onboarding',
  });
  const submitted = await fetch(link.url, { method: 'POST', redirect: 'manual' });
  expect(submitted.status).toBe(303);
  return stripe.accounts.retrieve(account.id);
}

/** A $25 donation to `destination` with a 10% platform fee, paid with Stripe's test Visa. */
async function paidDonation(stripe: Stripe, destination: string): Promise<Stripe.PaymentIntent> {
  const intent = await stripe.paymentIntents.create({
    amount: 2500,
    currency: 'usd',
    transfer_data: { destination },
    application_fee_amount: 250,
    metadata: { paymentId: 'payment-1' },
    receipt_email: 'donor@example.org',
  });
  return stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_visa' });
}

async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 5000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface ReceivedWebhook {
  body: string;
  signature: string;
  status: number;
}

/** A local endpoint that records what it receives and answers `statusFor(n)` to the n-th request (from 1). */
async function webhookReceiver(statusFor: (count: number) => number = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = statusFor(received.length + 1);
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: String(request.headers['stripe-signature']),
        status,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/webhooks/stripe`,
    received,
    eventsOfType: (type: string) =>
      received.map((webhook) => JSON.parse(webhook.body) as Stripe.Event).filter((event) => event.type === type),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the SDK rejects with, for asserting on Stripe's error envelope. */
async function rejection(promise: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('Stripe sandbox: objects have the keys and JSON types of Stripe fixtures', () => {
  let stripe: Stripe;
  let account: Stripe.Account;
  let intent: Stripe.PaymentIntent;
  let charge: Stripe.Charge;

  beforeAll(async () => {
    stripe = newTenant().stripe;
    account = await verifiedAccount(stripe);
    intent = await paidDonation(stripe, account.id);
    charge = await stripe.charges.retrieve(String(intent.latest_charge));
  });

  it('account', async () => {
    const created = await stripe.accounts.create({ type: 'express', email: 'new@example.org' });
    expectStripeShape(created, fixture('account'));
    expectStripeShape(await stripe.accounts.retrieve(account.id), fixture('account'));
    expectStripeShape(await stripe.accounts.del(created.id), fixture('deleted_account'));
  });

  it('account_link', async () => {
    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'http://127.0.0.1:9/refresh',
      return_url: 'http://127.0.0.1:9/return',
      type: 'account_onboarding',
    });
    expectStripeShape(link, fixture('account_link'));
    expect(link.url).toMatch(new RegExp(`^${sandboxUrl}/connect/onboarding/`));
  });

  it('payment_intent', async () => {
    const created = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expectStripeShape(created, fixture('payment_intent'));
    expectStripeShape(await stripe.paymentIntents.retrieve(intent.id), fixture('payment_intent'));
    expect(intent).toMatchObject({
      status: 'succeeded',
      amount_received: 2500,
      application_fee_amount: 250,
      transfer_data: { destination: account.id },
      metadata: { paymentId: 'payment-1' },
      receipt_email: 'donor@example.org',
    });
  });

  it('charge', async () => {
    expectStripeShape(charge, fixture('charge'));
    expect(charge).toMatchObject({ status: 'succeeded', paid: true, amount: 2500, payment_intent: intent.id });
    const listed = await stripe.charges.list({ payment_intent: intent.id });
    expect(listed.data.map((found) => found.id)).toEqual([charge.id]);
  });

  it('refund', async () => {
    const refund = await stripe.refunds.create({ payment_intent: intent.id, amount: 500 });
    expectStripeShape(refund, fixture('refund'));
    expectStripeShape(await stripe.refunds.retrieve(refund.id), fixture('refund'));
  });

  it('balance_transaction, whose fee is 2.9% + 30¢', async () => {
    const transaction = await stripe.balanceTransactions.retrieve(String(charge.balance_transaction));
    expectStripeShape(transaction, fixture('balance_transaction'));
    expect(transaction).toMatchObject({ amount: 2500, fee: 103, net: 2397, source: charge.id, type: 'charge' });
    // The adapter's way to the fee in one call.
    const expanded = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge.balance_transaction'] });
    const latest = expanded.latest_charge as Stripe.Charge;
    expect((latest.balance_transaction as Stripe.BalanceTransaction).fee).toBe(103);
  });

  it('transfer', async () => {
    const transfer = await stripe.transfers.retrieve(String(charge.transfer));
    expectStripeShape(transfer, fixture('transfer'));
    expect(transfer).toMatchObject({ amount: 2500, destination: account.id, source_transaction: charge.id });
  });

  it('application_fee', async () => {
    const fee = await stripe.applicationFees.retrieve(String(charge.application_fee));
    expectStripeShape(fee, fixture('application_fee'));
    expect(fee).toMatchObject({ amount: 250, account: account.id });
  });

  it('event', async () => {
    const [listed] = (await stripe.events.list({ type: 'payment_intent.succeeded' })).data;
    expect(listed?.data.object).toMatchObject({ id: intent.id, status: 'succeeded' });
    expectStripeShape(await stripe.events.retrieve(listed?.id ?? ''), fixture('event'));
  });

  it('webhook_endpoint', async () => {
    const endpoint = await stripe.webhookEndpoints.create({
      url: 'http://127.0.0.1:9/hooks',
      enabled_events: ['payment_intent.succeeded'],
    });
    expectStripeShape(endpoint, fixture('webhook_endpoint'));
    expect(endpoint.secret).toMatch(/^whsec_/);
    expectStripeShape(await stripe.webhookEndpoints.retrieve(endpoint.id), fixture('webhook_endpoint'));
    expectStripeShape(await stripe.webhookEndpoints.del(endpoint.id), fixture('deleted_webhook_endpoint'));
  });

  it('list objects, paged newest first', async () => {
    const first = await stripe.paymentIntents.create({ amount: 700, currency: 'usd' });
    const second = await stripe.paymentIntents.create({ amount: 800, currency: 'usd' });
    const page = await stripe.paymentIntents.list({ limit: 1 });
    expectStripeShape(page, listFixture());
    expect(page.data.map((found) => found.id)).toEqual([second.id]);
    expect(page.has_more).toBe(true);
    const next = await stripe.paymentIntents.list({ limit: 1, starting_after: second.id });
    expect(next.data.map((found) => found.id)).toEqual([first.id]);
    const recent = await stripe.paymentIntents.list({ created: { gte: first.created } });
    expect(recent.data.map((found) => found.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });
});

describe('Stripe sandbox: behaviour FundPlay relies on', () => {
  it('replays a PaymentIntent creation under the same idempotency key, and refuses other parameters under it', async () => {
    const { stripe } = newTenant();
    const params = { amount: 1500, currency: 'usd', metadata: { paymentId: 'p-7' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'payment:p-7' });
    const replay = await stripe.paymentIntents.create(params, { idempotencyKey: 'payment:p-7' });
    expect(replay.id).toBe(first.id);
    expect(replay.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.paymentIntents.list()).data).toHaveLength(1);

    const error = await rejection(
      stripe.paymentIntents.create({ ...params, amount: 1600 }, { idempotencyKey: 'payment:p-7' }),
    );
    expect(error.statusCode).toBe(400);
    expect(error.type).toBe('StripeIdempotencyError');
    expect(error.raw).toMatchObject({ type: 'idempotency_error' });
  });

  it('keeps tenants apart: another key cannot see or list the objects', async () => {
    const owner = newTenant().stripe;
    const stranger = newTenant().stripe;
    const intent = await owner.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const error = await rejection(stranger.paymentIntents.retrieve(intent.id));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('resource_missing');
    expect((await stranger.paymentIntents.list()).data).toEqual([]);
  });

  describe.each([
    { card: '4242424242424242', outcome: 'succeeds' },
    {
      card: '4000000000000002',
      outcome: 'declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
    {
      card: '4000000000009995',
      outcome: 'declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
    { card: '4000000000000259', outcome: 'disputed' },
  ])('confirming with test card $card', ({ card, outcome, declineCode, message }) => {
    it(`${outcome}`, async () => {
      const { stripe, publishableKey } = newTenant();
      const intent = await stripe.paymentIntents.create({ amount: 2000, currency: 'usd' });
      // As the sandbox card form confirms: the publishable key, the client secret and the raw card.
      const response = await fetch(`${sandboxUrl}/v1/payment_intents/${intent.id}/confirm`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${publishableKey}`, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_secret: String(intent.client_secret),
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': card,
          'payment_method_data[card][exp_month]': '12',
          'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
          'payment_method_data[card][cvc]': '123',
        }),
      });
      const body = (await response.json()) as any;
      const after = await stripe.paymentIntents.retrieve(intent.id);
      const types = (await stripe.events.list()).data.map((event) => event.type);

      if (outcome === 'declined') {
        expect(response.status).toBe(402);
        expect(body.error).toMatchObject({
          type: 'card_error',
          code: 'card_declined',
          decline_code: declineCode,
          message,
        });
        expect(after.status).toBe('requires_payment_method');
        expect(after.last_payment_error).toMatchObject({ decline_code: declineCode, message });
        expect(types).toContain('payment_intent.payment_failed');
        expect(types).not.toContain('payment_intent.succeeded');
        const failed = await stripe.charges.retrieve(String(after.latest_charge));
        expect(failed).toMatchObject({ status: 'failed', paid: false, balance_transaction: null });
        return;
      }
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ id: intent.id, status: 'succeeded' });
      expect(types).toEqual(expect.arrayContaining(['payment_intent.succeeded', 'charge.succeeded']));
      const charge = await stripe.charges.retrieve(String(after.latest_charge));
      expect(charge.payment_method_details?.card?.last4).toBe(card.slice(-4));
      if (outcome === 'disputed') {
        const [created] = (await stripe.events.list({ type: 'charge.dispute.created' })).data;
        const dispute = created?.data.object as Stripe.Dispute;
        expect(dispute).toMatchObject({ charge: charge.id, amount: 2000, status: 'needs_response' });
        expectStripeShape(await stripe.disputes.retrieve(dispute.id), fixture('dispute'));
        expect(charge.disputed).toBe(true);
      } else {
        expect(types).not.toContain('charge.dispute.created');
        expectStripeShape(
          await stripe.paymentMethods.retrieve(String(after.payment_method)),
          fixture('payment_method'),
        );
      }
    });
  });

  it('confirms server-side with the SDK and test PaymentMethods, with the same outcomes', async () => {
    const { stripe } = newTenant();
    const ok = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    expect((await stripe.paymentIntents.confirm(ok.id, { payment_method: 'pm_card_visa' })).status).toBe('succeeded');
    const declined = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const error = await rejection(
      stripe.paymentIntents.confirm(declined.id, { payment_method: 'pm_card_chargeDeclined' }),
    );
    expect(error).toMatchObject({
      type: 'StripeCardError',
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(error.payment_intent?.status).toBe('requires_payment_method');
  });

  it('delivers signed webhooks that the SDK verifies with the secret webhookEndpoints.create returned', async () => {
    const { stripe } = newTenant();
    const receiver = await webhookReceiver();
    try {
      const endpoint = await stripe.webhookEndpoints.create({
        url: receiver.url,
        enabled_events: ['payment_intent.succeeded', 'charge.refunded'],
      });
      // The app registers at every boot: the same URL gives the same endpoint and secret, not a second endpoint.
      const again = await stripe.webhookEndpoints.create({
        url: receiver.url,
        enabled_events: ['payment_intent.succeeded'],
      });
      expect([again.id, again.secret]).toEqual([endpoint.id, endpoint.secret]);
      await stripe.webhookEndpoints.update(endpoint.id, {
        enabled_events: ['payment_intent.succeeded', 'charge.refunded'],
      });

      const account = await verifiedAccount(stripe);
      const intent = await paidDonation(stripe, account.id);
      const webhook = await waitFor(() => receiver.received[0], 'the webhook');
      const event = stripe.webhooks.constructEvent(webhook.body, webhook.signature, String(endpoint.secret));
      expect(event.type).toBe('payment_intent.succeeded');
      expect(event.data.object).toMatchObject({ id: intent.id, amount: 2500 });
      expect(() => stripe.webhooks.constructEvent(webhook.body, webhook.signature, 'whsec_not_the_secret')).toThrow(
        Stripe.errors.StripeSignatureVerificationError,
      );
      // Only the subscribed types are sent (not charge.succeeded, account.updated, …).
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('retries a webhook the endpoint answered with a 500, with backoff', async () => {
    const { stripe, secretKey } = newTenant();
    const receiver = await webhookReceiver((count) => (count === 1 ? 500 : 200));
    try {
      await stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['payment_intent.succeeded'] });
      const account = await verifiedAccount(stripe);
      await paidDonation(stripe, account.id);
      await waitFor(() => receiver.received[1], 'the retry');
      const [first, second] = receiver.received.map((webhook) => JSON.parse(webhook.body) as Stripe.Event);
      expect(second?.id).toBe(first?.id);
      expect(receiver.received.map((webhook) => webhook.status)).toEqual([500, 200]);

      const deliveries = await fetch(`${sandboxUrl}/_sandbox/webhooks/deliveries`, {
        headers: { Authorization: `Bearer ${secretKey}` },
      }).then((response) => response.json() as Promise<any>);
      const attempts = deliveries.data.filter((attempt: any) => attempt.event === first?.id).reverse();
      expect(attempts.map((attempt: any) => [attempt.attempt, attempt.status])).toEqual([
        [1, 500],
        [2, 200],
      ]);
      expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(RETRY_BASE_MS - 5);
      // Delivered at last: nothing pending any more.
      await waitFor(
        async () => ((await stripe.events.retrieve(String(first?.id))).pending_webhooks === 0 ? true : undefined),
        'pending_webhooks to reach 0',
      );
    } finally {
      await receiver.close();
    }
  });

  it('drops webhooks while paused and redelivers an event on request', async () => {
    const { stripe, secretKey } = newTenant();
    const receiver = await webhookReceiver();
    const helper = (path: string) =>
      fetch(`${sandboxUrl}/_sandbox${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${secretKey}` },
      }).then((response) => response.json() as Promise<any>);
    try {
      await stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['payment_intent.succeeded'] });
      expect(await helper('/webhooks/pause')).toMatchObject({ paused: true });
      const account = await verifiedAccount(stripe);
      const intent = await paidDonation(stripe, account.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(receiver.received).toHaveLength(0);

      // Reconciliation still finds it at the provider.
      const [lost] = (await stripe.events.list({ type: 'payment_intent.succeeded' })).data;
      expect(lost?.data.object).toMatchObject({ id: intent.id });
      await helper('/webhooks/resume');
      const redelivery = await helper(`/events/${lost?.id}/redeliver`);
      expect(redelivery.deliveries).toEqual([expect.objectContaining({ status: 200, attempt: 1 })]);
      expect(receiver.eventsOfType('payment_intent.succeeded').map((event) => event.id)).toEqual([lost?.id]);
    } finally {
      await receiver.close();
    }
  });

  it('lists events by types and creation time across pages, as reconciliation reads them', async () => {
    const { stripe } = newTenant();
    const since = Math.floor(Date.now() / 1000);
    const account = await verifiedAccount(stripe);
    const paid = [await paidDonation(stripe, account.id), await paidDonation(stripe, account.id)];
    const failing = await stripe.paymentIntents.create({ amount: 900, currency: 'usd' });
    await rejection(stripe.paymentIntents.confirm(failing.id, { payment_method: 'pm_card_chargeDeclined' }));

    const events = await stripe.events
      .list({ types: ['payment_intent.succeeded', 'payment_intent.payment_failed'], created: { gte: since }, limit: 1 })
      .autoPagingToArray({ limit: 10 });
    expect(events.map((event) => [event.type, (event.data.object as Stripe.PaymentIntent).id])).toEqual([
      ['payment_intent.payment_failed', failing.id],
      ['payment_intent.succeeded', paid[1]?.id],
      ['payment_intent.succeeded', paid[0]?.id],
    ]);
    const intents = await stripe.paymentIntents
      .list({ created: { gte: since }, limit: 2 })
      .autoPagingToArray({ limit: 10 });
    expect(intents.map((intent) => intent.id)).toEqual([failing.id, paid[1]?.id, paid[0]?.id]);
    const later = await stripe.events.list({ types: ['payment_intent.succeeded'], created: { gt: since + 3600 } });
    expect(later.data).toEqual([]);
  });

  it('refunds part of a payment and emits charge.refunded with amount_refunded and the refund', async () => {
    const { stripe } = newTenant();
    const account = await verifiedAccount(stripe);
    const intent = await paidDonation(stripe, account.id);
    const refund = await stripe.refunds.create({
      payment_intent: intent.id,
      amount: 1000,
      reverse_transfer: true,
      refund_application_fee: true,
    });
    expect(refund).toMatchObject({ amount: 1000, status: 'succeeded', payment_intent: intent.id });

    const [event] = (await stripe.events.list({ type: 'charge.refunded' })).data;
    const charge = event?.data.object as Stripe.Charge;
    expect(charge).toMatchObject({ id: intent.latest_charge, amount_refunded: 1000, refunded: false });
    expect(charge.refunds?.data.map((found) => found.id)).toEqual([refund.id]);
    expect(event?.data.previous_attributes).toMatchObject({ amount_refunded: 0 });
    // The platform's fee share goes back with the transfer reversal; Stripe keeps its processing fee.
    expect((await stripe.applicationFees.retrieve(String(charge.application_fee))).amount_refunded).toBe(100);
    expect((await stripe.transfers.retrieve(String(charge.transfer))).amount_reversed).toBe(1000);

    const tooMuch = await rejection(stripe.refunds.create({ payment_intent: intent.id, amount: 1501 }));
    expect(tooMuch).toMatchObject({ statusCode: 400, code: 'amount_too_large' });
    await stripe.refunds.create({ payment_intent: intent.id });
    const again = await rejection(stripe.refunds.create({ payment_intent: intent.id }));
    expect(again.code).toBe('charge_already_refunded');
  });

  it('onboards through the local page: charges enabled, account.updated emitted, 303 to return_url', async () => {
    const { stripe } = newTenant();
    const account = await stripe.accounts.create({ type: 'express', email: 'club@example.org' });
    expect(account).toMatchObject({ charges_enabled: false, payouts_enabled: false, details_submitted: false });
    const unverified = await rejection(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', transfer_data: { destination: account.id } }),
    );
    expect(unverified.code).toBe('insufficient_capabilities_for_transfer');

    const link = await stripe.accountLinks.create({
      account: account.id,
      refresh_url: 'http://127.0.0.1:9/admin/stripeAccounts?refresh=1',
      return_url: 'http://127.0.0.1:9/admin/stripeAccounts',
      type: 'account_onboarding',
    });
    const page = await fetch(link.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Complete onboarding');

    const submitted = await fetch(link.url, { method: 'POST', redirect: 'manual' });
    expect(submitted.status).toBe(303);
    expect(submitted.headers.get('location')).toBe('http://127.0.0.1:9/admin/stripeAccounts');
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
    });
    const [updated] = (await stripe.events.list({ type: 'account.updated' })).data;
    expect(updated).toMatchObject({ account: account.id, data: { object: { id: account.id, charges_enabled: true } } });
    expect(updated?.data.previous_attributes).toMatchObject({ charges_enabled: false });

    // A used link sends the user to refresh_url for a new one, as Stripe's do.
    const reused = await fetch(link.url, { redirect: 'manual' });
    expect(reused.status).toBe(303);
    expect(reused.headers.get('location')).toBe('http://127.0.0.1:9/admin/stripeAccounts?refresh=1');
  });

  it('answers the browser: CORS preflight, and confirm with the publishable key and client secret only', async () => {
    const { stripe, publishableKey } = newTenant();
    const intent = await stripe.paymentIntents.create({ amount: 1000, currency: 'usd' });
    const confirmUrl = `${sandboxUrl}/v1/payment_intents/${intent.id}/confirm`;

    const preflight = await fetch(confirmUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const confirmWith = (clientSecret: string) =>
      fetch(confirmUrl, {
        method: 'POST',
        headers: { Origin: 'http://localhost:5173', 'Content-Type': 'application/x-www-form-urlencoded' },
        // Stripe.js style: the key travels as a parameter.
        body: new URLSearchParams({ key: publishableKey, client_secret: clientSecret, payment_method: 'pm_card_visa' }),
      });
    const wrongSecret = await confirmWith(`${intent.id}_secret_wrong`);
    expect(wrongSecret.status).toBe(400);
    const confirmed = await confirmWith(String(intent.client_secret));
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get('access-control-allow-origin')).toBe('*');
    expect(await confirmed.json()).toMatchObject({ id: intent.id, status: 'succeeded' });

    // The publishable key reaches nothing else.
    const charges = await fetch(`${sandboxUrl}/v1/charges`, { headers: { Authorization: `Bearer ${publishableKey}` } });
    expect(charges.status).toBe(401);
  });

  it('closes a dispute on Stripe’s test evidence, won or lost, with charge.dispute.closed', async () => {
    const { stripe } = newTenant();
    const account = await verifiedAccount(stripe);
    const disputedPayment = async () => {
      const intent = await stripe.paymentIntents.create({
        amount: 2500,
        currency: 'usd',
        transfer_data: { destination: account.id },
        application_fee_amount: 250,
      });
      await stripe.paymentIntents.confirm(intent.id, { payment_method: 'pm_card_createDispute' });
      const [dispute] = (await stripe.disputes.list({ payment_intent: intent.id })).data;
      if (!dispute) throw new Error('the test card opened no dispute');
      return dispute;
    };

    const toWin = await disputedPayment();
    expect(toWin).toMatchObject({ status: 'needs_response', amount: 2500 });
    expectStripeShape(toWin, fixture('dispute'));
    const won = await stripe.disputes.update(toWin.id, { evidence: { uncategorized_text: 'winning_evidence' } });
    expect(won).toMatchObject({
      status: 'won',
      evidence: { uncategorized_text: 'winning_evidence' },
      evidence_details: { has_evidence: true, submission_count: 1 },
    });
    // The amount left the platform's balance with the dispute and comes back with the win.
    expect(won.balance_transactions.map((transaction) => transaction.amount)).toEqual([-2500, 2500]);
    const toLose = await disputedPayment();
    expect(
      await stripe.disputes.update(toLose.id, { evidence: { uncategorized_text: 'losing_evidence' } }),
    ).toMatchObject({ status: 'lost' });
    const accepted = await stripe.disputes.close((await disputedPayment()).id);
    expect(accepted.status).toBe('lost');

    const closed = (await stripe.events.list({ type: 'charge.dispute.closed' })).data.map((event) => {
      const dispute = event.data.object as Stripe.Dispute;
      return [dispute.id, dispute.status];
    });
    expect(closed).toEqual([
      [accepted.id, 'lost'],
      [toLose.id, 'lost'],
      [toWin.id, 'won'],
    ]);
    const reinstated = (await stripe.events.list({ type: 'charge.dispute.funds_reinstated' })).data;
    expect(reinstated.map((event) => (event.data.object as Stripe.Dispute).id)).toEqual([toWin.id]);
    const again = await rejection(stripe.disputes.update(toWin.id, { evidence: { uncategorized_text: 'x' } }));
    expect(again).toMatchObject({ statusCode: 400, code: 'dispute_already_closed' });
  });

  it('keeps the webhook deliveries it still owes in its state file, and makes them after a restart', async () => {
    const stateDirectory = mkdtempSync(join(tmpdir(), 'stripe-sandbox-state-'));
    const stateFile = join(stateDirectory, 'state.json');
    const receiver = await webhookReceiver((count) => (count === 1 ? 500 : 200));
    const secretKey = `sk_test_sandbox_restart_${process.pid}`;
    const children: ChildProcess[] = [];
    const start = async (retryBaseMs: number) => {
      const child = spawnSandbox(['--state', stateFile, '--retry-base-ms', String(retryBaseMs)]);
      children.push(child);
      const port = await sandboxPortOf(child);
      const stripe = new Stripe(secretKey, { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 0 });
      return { child, stripe, url: `http://127.0.0.1:${port}` };
    };
    const stop = async (child: ChildProcess) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    };
    try {
      // The first run answers the 500 with a retry five seconds later, then stops before making it.
      const first = await start(5_000);
      await first.stripe.webhookEndpoints.create({ url: receiver.url, enabled_events: ['payment_intent.succeeded'] });
      await paidDonation(first.stripe, (await verifiedAccount(first.stripe)).id);
      await waitFor(() => receiver.received[0], 'the first attempt');
      await stop(first.child);
      expect(receiver.received).toHaveLength(1);

      const second = await start(5_000);
      const retried = await waitFor(() => receiver.received[1], 'the retry after the restart', 15_000);
      const [firstEvent, retriedEvent] = [receiver.received[0], retried].map(
        (webhook) => JSON.parse(String(webhook?.body)) as Stripe.Event,
      );
      expect(retriedEvent?.id).toBe(firstEvent?.id);
      const deliveries = await fetch(`${second.url}/_sandbox/webhooks/deliveries`, {
        headers: { Authorization: `Bearer ${secretKey}` },
      }).then((response) => response.json() as Promise<{ data: { event: string; attempt: number; status: number }[] }>);
      expect(deliveries.data.map(({ event, attempt, status }) => ({ event, attempt, status }))).toEqual([
        { event: firstEvent?.id, attempt: 2, status: 200 },
      ]);
      await waitFor(
        async () =>
          (await second.stripe.events.retrieve(String(firstEvent?.id))).pending_webhooks === 0 ? true : undefined,
        'pending_webhooks to reach 0',
      );
    } finally {
      for (const child of children) if (child.exitCode === null) await stop(child);
      await receiver.close();
      rmSync(stateDirectory, { recursive: true, force: true });
    }
  });
});
