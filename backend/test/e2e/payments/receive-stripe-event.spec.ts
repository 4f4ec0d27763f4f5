import {
  type DonationRow,
  type FundraiserTransparency,
  platformFeeCents,
  routeTable,
  type PaymentIntentStart,
} from '@fundplay/contracts';
import type Stripe from 'stripe';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import type { SignedInAccount } from '../../support/fundraiser-helpers';
import {
  deliverWebhook,
  eventAbout,
  ledgerTransactionsOf,
  pauseWebhooks,
  paymentStatus,
  resumeWebhooks,
  startDonation,
  webhookSecretOf,
} from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use case: payments/commands/receive-stripe-event: signed deliveries, events in any order, and the disputes
 * they open and close.
 */
describe('Stripe events: signed, applied once, in any order', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let admin: SignedInAccount;
  let fundraiserId: string;
  let referralCode: string;

  const env = () => app.environment;
  const { fundraiserRaised, membership, status, eventsSettled, receiptsTo, donorEmail } = cardPaymentProbes(
    () => scene,
  );

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    ({ app, stripe, admin, fundraiserId, referralCode } = scene);
  });

  afterEach(async () => {
    await resumeWebhooks(env().config);
  });

  afterAll(async () => {
    if (app) {
      // Whatever the tests did, the books balance.
      const check = await checkLedgerInvariants((text, params) => app.environment.sql(text, params));
      expect(check.violations).toEqual([]);
    }
    await app?.stop();
  });

  describe('disputes', () => {
    /** A gift through the participant's link whose donor disputes it (Stripe's test card 0259). */
    async function disputedGift(amount: number) {
      const started = await startDonation(app.client, referralCode, { amount, email: donorEmail() });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_createDispute' });
      const [dispute] = (await stripe.disputes.list({ payment_intent: started.paymentIntentId })).data;
      if (!dispute) throw new Error('the test card opened no dispute');
      return { started, dispute };
    }

    async function transparency(): Promise<FundraiserTransparency> {
      const response = await app.client.get(q(routeTable.getTransparency.path, { fundRaisingId: fundraiserId }));
      expect(response.status).toBe(200);
      return response.body.data as FundraiserTransparency;
    }

    async function donationRow(paymentIntentId: string): Promise<DonationRow | undefined> {
      const [payment] = await env().sql<{ id: string }>('select id from payments where provider_intent_id = $1', [
        paymentIntentId,
      ]);
      const response = await app.client.get(
        q(routeTable.getFundraiserDonations.path, { fundRaisingId: fundraiserId }),
        admin.token,
      );
      expect(response.status).toBe(200);
      return (response.body.data as DonationRow[]).find((row) => row._id === payment?.id);
    }

    const ledgerKinds = async (paymentIntentId: string) =>
      (await ledgerTransactionsOf(env(), paymentIntentId)).map((transaction) => transaction.kind);

    const postedKinds = (paymentIntentId: string, kinds: string[]) =>
      eventually(`ledger transactions ${kinds.join(', ')}`, async () => {
        await eventsSettled();
        const posted = await ledgerKinds(paymentIntentId);
        return posted.length === kinds.length ? posted : undefined;
      });

    it('holds an opened dispute apart from raised, net to the cause and earned tokens, and reverses it when lost', async () => {
      const [raisedBefore, memberBefore, shownBefore] = [
        await fundraiserRaised(),
        await membership(),
        await transparency(),
      ];
      const { started, dispute } = await disputedGift(1000);

      expect(await postedKinds(started.paymentIntentId, ['donation', 'dispute'])).toEqual(['donation', 'dispute']);
      expect(await fundraiserRaised()).toBe(raisedBefore);
      expect(await membership()).toMatchObject({
        raisedCents: memberBefore?.raisedCents,
        tokens: memberBefore?.tokens,
      });
      expect(await transparency()).toMatchObject({
        raisedCents: shownBefore.raisedCents,
        netToCauseCents: shownBefore.netToCauseCents,
        disputedCents: shownBefore.disputedCents + 1000,
      });
      expect(await donationRow(started.paymentIntentId)).toMatchObject({
        status: 'succeeded',
        dispute: { status: 'open', amountCents: 1000 },
      });

      await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'losing_evidence' } });
      expect(await postedKinds(started.paymentIntentId, ['donation', 'dispute', 'disputeLost'])).toEqual([
        'donation',
        'dispute',
        'disputeLost',
      ]);
      expect(await fundraiserRaised()).toBe(raisedBefore);
      expect(await membership()).toMatchObject({
        raisedCents: memberBefore?.raisedCents,
        tokens: memberBefore?.tokens,
      });
      expect(await transparency()).toMatchObject({
        raisedCents: shownBefore.raisedCents,
        netToCauseCents: shownBefore.netToCauseCents,
        disputedCents: shownBefore.disputedCents,
      });
      expect(await donationRow(started.paymentIntentId)).toMatchObject({
        dispute: { status: 'lost', amountCents: 1000 },
      });
    });

    it('releases a won dispute back to raised, net to the cause and the participant’s earned tokens', async () => {
      const [raisedBefore, memberBefore, shownBefore] = [
        await fundraiserRaised(),
        await membership(),
        await transparency(),
      ];
      const { started, dispute } = await disputedGift(1000);
      await postedKinds(started.paymentIntentId, ['donation', 'dispute']);
      expect(await fundraiserRaised()).toBe(raisedBefore);

      await stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'winning_evidence' } });
      expect(await postedKinds(started.paymentIntentId, ['donation', 'dispute', 'disputeWon'])).toEqual([
        'donation',
        'dispute',
        'disputeWon',
      ]);
      const feeCents = platformFeeCents(1000, env().config.pricing.platformFeeBasisPoints);
      expect(await fundraiserRaised()).toBe(raisedBefore + 1000);
      const earned = (raisedCents: number) => Math.floor(raisedCents / env().config.pricing.tokenEarnCents);
      const member = await membership();
      expect(member?.raisedCents).toBe((memberBefore?.raisedCents ?? 0) + 1000);
      expect((member?.tokens ?? 0) - (memberBefore?.tokens ?? 0)).toBe(
        earned(member?.raisedCents ?? 0) - earned(memberBefore?.raisedCents ?? 0),
      );
      expect(await transparency()).toMatchObject({
        raisedCents: shownBefore.raisedCents + 1000,
        disputedCents: shownBefore.disputedCents,
      });
      expect((await transparency()).netToCauseCents).toBe(shownBefore.netToCauseCents + 1000 - feeCents);
      expect(await donationRow(started.paymentIntentId)).toMatchObject({
        dispute: { status: 'won', amountCents: 1000 },
      });
    });
  });

  describe('signed deliveries', () => {
    let event: Stripe.Event;
    let payload: string;
    let started: PaymentIntentStart;
    let email: string;

    beforeAll(async () => {
      await pauseWebhooks(env().config);
      email = donorEmail();
      started = await startDonation(app.client, referralCode, { amount: 1500, email });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      event = await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId);
      payload = JSON.stringify(event);
    });

    async function storedEvents(): Promise<number> {
      return (
        await env().sql<{ n: number }>('select count(*)::int as n from stripe_events where id = $1', [event.id])
      )[0]?.n as number;
    }

    it.each([
      ['unsigned', () => deliverWebhook(app.url, payload, null)],
      ['signed with another secret', () => deliverWebhook(app.url, payload, 'whsec_not_the_apps_secret')],
      [
        'signed ten minutes ago (stale)',
        () => deliverWebhook(app.url, payload, webhookSecretOf(app.app), Math.floor(Date.now() / 1000) - 600),
      ],
      [
        'signed 301 seconds ago (just past the five minutes)',
        () => deliverWebhook(app.url, payload, webhookSecretOf(app.app), Math.floor(Date.now() / 1000) - 301),
      ],
      [
        'signed an hour in the future',
        () => deliverWebhook(app.url, payload, webhookSecretOf(app.app), Math.floor(Date.now() / 1000) + 3600),
      ],
      [
        'altered after signing',
        async () => {
          const secret = webhookSecretOf(app.app);
          const { default: StripeSdk } = await import('stripe');
          const header = StripeSdk.webhooks.generateTestHeaderString({ payload, secret });
          const response = await fetch(`${app.url}${routeTable.stripeWebhook.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': header },
            body: payload.replace('"amount":1500', '"amount":150000'),
          });
          return { status: response.status, body: await response.text() };
        },
      ],
    ])('refuses a delivery %s with 400 and stores nothing', async (_case, deliver) => {
      const response = await deliver();
      expect(response.status).toBe(400);
      expect(JSON.parse(response.body).message).toMatch(/^Invalid Stripe webhook signature: /);
      expect(await storedEvents()).toBe(0);
      expect(await paymentStatus(env(), started.paymentIntentId)).toBe('requires_payment');
    });

    it('applies the same event delivered ten times at once, and replayed later, exactly once', async () => {
      const raisedBefore = await fundraiserRaised();
      const secret = webhookSecretOf(app.app);
      const responses = await Promise.all(Array.from({ length: 10 }, () => deliverWebhook(app.url, payload, secret)));
      expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
      await eventually(
        'the gift to be fulfilled',
        async () => (await status(started.paymentIntentId)).status === 'succeeded',
      );
      await eventsSettled();
      await eventually('the receipt', async () => (await receiptsTo(email)).length === 1);

      // Later, a replay with a fresh signature (as an attacker with a captured body, or Stripe itself, might send).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect((await deliverWebhook(app.url, payload, secret)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await eventsSettled();

      expect(await storedEvents()).toBe(1);
      expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toEqual([
        { kind: 'donation', external_ref: expect.stringMatching(/^payment:/) },
      ]);
      expect(await fundraiserRaised()).toBe(raisedBefore + 1500);
      expect(await receiptsTo(email)).toHaveLength(1);
    });
  });

  describe('events in any order', () => {
    let secret: string;

    beforeAll(() => {
      secret = webhookSecretOf(app.app);
    });

    beforeEach(async () => {
      await pauseWebhooks(env().config);
    });

    const deliver = async (event: Stripe.Event) => {
      const response = await deliverWebhook(app.url, JSON.stringify(event), secret);
      expect(response.status).toBe(200);
      await eventsSettled();
    };

    it('applies a refund that arrives before its success, and the late success changes nothing', async () => {
      const raisedBefore = await fundraiserRaised();
      const memberBefore = (await membership())?.raisedCents ?? 0;
      const started = await startDonation(app.client, referralCode, { amount: 2000, email: donorEmail() });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      const refund = await stripe.refunds.create({ payment_intent: started.paymentIntentId, amount: 500 });
      const succeeded = await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId);
      const refunded = await eventAbout(stripe, 'charge.refunded', started.paymentIntentId);

      await deliver(refunded);
      expect(await paymentStatus(env(), started.paymentIntentId)).toBe('partially_refunded');
      expect(await fundraiserRaised()).toBe(raisedBefore + 1500);
      expect((await membership())?.raisedCents).toBe(memberBefore + 1500);

      await deliver(succeeded);
      await deliver(refunded); // and the refund again, for good measure
      expect(await fundraiserRaised()).toBe(raisedBefore + 1500);
      expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toEqual([
        { kind: 'donation', external_ref: expect.stringMatching(/^payment:/) },
        { kind: 'refund', external_ref: `refund:${refund.id}` },
      ]);
      expect(await status(started.paymentIntentId)).toMatchObject({ status: 'partiallyRefunded', amountCents: 2000 });
    });

    it('books a success delivered twice once', async () => {
      const raisedBefore = await fundraiserRaised();
      const started = await startDonation(app.client, referralCode, { amount: 3000, email: donorEmail() });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      const succeeded = await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId);
      await deliver(succeeded);
      await deliver(succeeded);
      expect(await fundraiserRaised()).toBe(raisedBefore + 3000);
      expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toHaveLength(1);
    });

    it('books a success that follows a failure, whichever of the two arrives first', async () => {
      for (const order of ['failure first', 'success first'] as const) {
        const raisedBefore = await fundraiserRaised();
        const started = await startDonation(app.client, referralCode, { amount: 1000, email: donorEmail() });
        await expect(
          stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' }),
        ).rejects.toMatchObject({ code: 'card_declined' });
        await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
        const failed = await eventAbout(stripe, 'payment_intent.payment_failed', started.paymentIntentId);
        const succeeded = await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId);

        if (order === 'failure first') {
          await deliver(failed);
          expect(await status(started.paymentIntentId)).toMatchObject({ status: 'failed' });
          await deliver(succeeded);
        } else {
          await deliver(succeeded);
          await deliver(failed);
        }
        expect(await status(started.paymentIntentId)).toMatchObject({ status: 'succeeded' });
        expect(await fundraiserRaised()).toBe(raisedBefore + 1000);
        expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toHaveLength(1);
      }
    });

    it('posts a dispute once, whichever of its events arrives first and however often', async () => {
      for (const outcome of ['lost', 'won'] as const) {
        const raisedBefore = await fundraiserRaised();
        const started = await startDonation(app.client, referralCode, { amount: 1000, email: donorEmail() });
        await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_createDispute' });
        const created = await eventAbout(stripe, 'charge.dispute.created', started.paymentIntentId);
        const evidence = outcome === 'won' ? 'winning_evidence' : 'losing_evidence';
        await stripe.disputes.update((created.data.object as Stripe.Dispute).id, {
          evidence: { uncategorized_text: evidence },
        });
        const closed = await eventAbout(stripe, 'charge.dispute.closed', started.paymentIntentId);
        const succeeded = await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId);

        // The closing first, before even the success; then the rest, and everything again.
        for (const event of [closed, created, succeeded, closed, created]) await deliver(event);
        const closing = outcome === 'won' ? 'disputeWon' : 'disputeLost';
        expect((await ledgerTransactionsOf(env(), started.paymentIntentId)).map(({ kind }) => kind)).toEqual([
          'donation',
          'dispute',
          closing,
        ]);
        expect(await fundraiserRaised()).toBe(raisedBefore + (outcome === 'won' ? 1000 : 0));
      }
    });

    it('takes a whole refund back entirely', async () => {
      const raisedBefore = await fundraiserRaised();
      const started = await startDonation(app.client, referralCode, { amount: 1000, email: donorEmail() });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      await deliver(await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId));
      await stripe.refunds.create({ payment_intent: started.paymentIntentId });
      await deliver(await eventAbout(stripe, 'charge.refunded', started.paymentIntentId));
      expect(await status(started.paymentIntentId)).toMatchObject({ status: 'refunded' });
      expect(await fundraiserRaised()).toBe(raisedBefore);
    });
  });
});
