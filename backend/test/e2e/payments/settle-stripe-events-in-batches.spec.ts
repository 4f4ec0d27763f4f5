import type { INestApplicationContext } from '@nestjs/common';
import { io, type Socket } from 'socket.io-client';
import type Stripe from 'stripe';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { LedgerBalances } from '../../../src/modules/ledger/ledger-balances';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import {
  deliverWebhook,
  eventAbout,
  pauseWebhooks,
  startDonation,
  webhookSecretOf,
} from '../../support/payment-helpers';
import { startWorker, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

/**
 * Use case: payments/jobs/fulfil-stripe-event, settling a fundraiser's pending successes in batches: a burst of
 * signed `payment_intent.succeeded` events (each delivered twice, one gift refunded before its success is read)
 * is settled in fewer transactions than gifts, every gift lands in the ledger once, one DonationReceived per gift
 * still drives its receipt, the totals are announced on the fundraiser's room with the final ledger version, and
 * the burst delivered again changes nothing.
 */
describe('card gifts settled in batches', () => {
  const GIFTS = 12;
  let scene: CardPaymentScene;
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let fundraiserId: string;
  let worker: INestApplicationContext | undefined;
  let socket: Socket | undefined;

  const env = () => app.environment;
  const { fundraiserRaised, eventsSettled, receiptsTo, donorEmail } = cardPaymentProbes(() => scene);

  beforeAll(async () => {
    // The API alone: the burst is stored before any worker runs, so the first job finds it all pending.
    scene = await startCardPaymentScene({ worker: false });
    ({ app, stripe, fundraiserId } = scene);
    await pauseWebhooks(env().config);
  });

  afterAll(async () => {
    socket?.close();
    if (app) {
      const check = await checkLedgerInvariants((text, params) => app.environment.sql(text, params));
      expect(check.violations).toEqual([]);
    }
    await worker?.close();
    await app?.stop();
  });

  it('settles a burst in fewer transactions than gifts, each gift once, and announces the final total', async () => {
    socket = io(app.url, { transports: ['websocket'], reconnection: false });
    const announced: number[] = [];
    socket.on('fundraiser:totals', (payload: { fundraiserId: string; version: number }) => {
      if (payload.fundraiserId === fundraiserId) announced.push(payload.version);
    });
    await new Promise<void>((resolve, reject) => {
      socket?.once('connect', () => resolve());
      socket?.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('subscribe', `fundraiser:${fundraiserId}`)).toEqual({ ok: true });

    const raisedBefore = await fundraiserRaised();
    const gifts: { paymentIntentId: string; email: string; amountCents: number }[] = [];
    for (let index = 0; index < GIFTS; index += 1) {
      const email = donorEmail();
      const amountCents = 500 * (index + 1);
      const started = await startDonation(app.client, scene.referralCode, { amount: amountCents, email });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      gifts.push({ paymentIntentId: started.paymentIntentId, email, amountCents });
    }
    // One gift is refunded before any event is read: its success and its refund both land, once each.
    const refunded = gifts[3] as (typeof gifts)[number];
    await stripe.refunds.create({ payment_intent: refunded.paymentIntentId });
    const successes = await Promise.all(
      gifts.map((gift) => eventAbout(stripe, 'payment_intent.succeeded', gift.paymentIntentId)),
    );
    const refund = await eventAbout(stripe, 'charge.refunded', refunded.paymentIntentId);

    // Every event delivered twice at once, as Stripe may; the refund first.
    const secret = webhookSecretOf(app.app);
    const deliveries = [refund, ...successes, ...successes].map((event) =>
      deliverWebhook(app.url, JSON.stringify(event), secret),
    );
    expect((await Promise.all(deliveries)).map((delivery) => delivery.status)).toEqual(
      Array.from({ length: 1 + 2 * GIFTS }, () => 200),
    );
    // Each success is stored once, with the fundraiser of its payment.
    expect(
      await env().sql<{ n: number }>(
        'select count(*)::int as n from stripe_events where id = any($1) and fundraiser_id = $2',
        [successes.map((event) => event.id), fundraiserId],
      ),
    ).toEqual([{ n: GIFTS }]);

    worker = await startWorker(env().config);
    await eventsSettled();

    const paymentIds = (
      await env().sql<{ id: string }>('select id from payments where provider_intent_id = any($1)', [
        gifts.map((gift) => gift.paymentIntentId),
      ])
    ).map((row) => row.id);
    expect(paymentIds).toHaveLength(GIFTS);
    // The ledger holds each gift once, and the one refund once.
    const posted = await env().sql<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from ledger_transactions
        where external_ref = any($1) or reverses_transaction_id in
              (select id from ledger_transactions where external_ref = any($1))
        group by kind order by kind`,
      [paymentIds.map((id) => `payment:${id}`)],
    );
    expect(posted).toEqual([
      { kind: 'donation', n: GIFTS },
      { kind: 'refund', n: 1 },
    ]);
    const totalCents = gifts.reduce((sum, gift) => sum + gift.amountCents, 0);
    expect(await fundraiserRaised()).toBe(raisedBefore + totalCents - refunded.amountCents);

    // Fewer settlement transactions than gifts: each that posted gifts published one DonationsSettled.
    const settled = await env().sql<{ gifts: number; amount_cents: number }>(
      `select (payload->>'gifts')::int as gifts, (payload->>'amountCents')::int as amount_cents
         from outbox_events where event_name = 'DonationsSettled' and payload->>'fundraiserId' = $1`,
      [fundraiserId],
    );
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.length).toBeLessThan(GIFTS);
    expect(settled.reduce((sum, row) => sum + row.gifts, 0)).toBe(GIFTS);
    expect(settled.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(totalCents);
    // Still one DonationReceived per gift, for its receipt, thanks and badges.
    expect(
      await env().sql<{ n: number }>(
        `select count(*)::int as n from outbox_events where event_name = 'DonationReceived'
            and payload->>'paymentId' = any($1)`,
        [paymentIds],
      ),
    ).toEqual([{ n: GIFTS }]);
    for (const gift of gifts) {
      await eventually(`the receipt to ${gift.email}`, async () => (await receiptsTo(gift.email)).length > 0, 30_000);
    }
    for (const gift of gifts) expect(await receiptsTo(gift.email)).toHaveLength(1);

    // The room hears the fundraiser's final version: a page that refetches then shows the final total.
    const finalVersion = await app.app.get(LedgerBalances).version(fundraiserId);
    await eventually(
      'fundraiser:totals with the final ledger version',
      async () => announced.includes(finalVersion),
      30_000,
    );
    expect(Math.max(...announced)).toBe(finalVersion);
  });

  it('changes nothing when the burst is delivered again', async () => {
    const counts = async () =>
      (
        await env().sql<{ events: number; outbox: number; ledger: number }>(
          `select (select count(*)::int from stripe_events) as events,
                  (select count(*)::int from outbox_events) as outbox,
                  (select count(*)::int from ledger_transactions) as ledger`,
        )
      )[0];
    const before = await counts();
    const raised = await fundraiserRaised();
    const stored = await env().sql<{ payload: unknown }>(
      `select payload from stripe_events where fundraiser_id = $1 and type = 'payment_intent.succeeded'`,
      [fundraiserId],
    );
    expect(stored).toHaveLength(GIFTS);
    const secret = webhookSecretOf(app.app);
    const replies = await Promise.all(
      stored.map((row) => deliverWebhook(app.url, JSON.stringify(row.payload), secret)),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: GIFTS }, () => 200));
    // A repeat is answered once stored and starts no job: nothing is stored, queued or posted.
    expect(await counts()).toEqual(before);
    expect(await fundraiserRaised()).toBe(raised);
  });
});
