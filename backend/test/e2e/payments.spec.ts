import { randomUUID } from 'node:crypto';
import {
  chargeCoveringFee,
  moneyMessages,
  type DonationRow,
  type FundraiserTransparency,
  platformFeeCents,
  routeTable,
  type PaymentIntentStart,
  type PaymentsConfig,
  type PaymentStatus,
} from '@fundplay/contracts';
import { io, type Socket } from 'socket.io-client';
import type Stripe from 'stripe';
import { LedgerBalances } from '../../src/modules/ledger/ledger-balances';
import { checkLedgerInvariants } from '../../src/modules/ledger/ledger-invariants';
import { RECONCILIATION_GRACE_MS, ReconcilePaymentsJob } from '../../src/modules/payments/jobs/reconcile-payments.job';
import {
  createFundraiser,
  createGroups,
  endFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../support/fundraiser-helpers';
import type { Mail } from '../support/identity-helpers';
import {
  deliverWebhook,
  donationBody,
  eventAbout,
  ledgerTransactionsOf,
  pauseWebhooks,
  paymentStatus,
  resumeWebhooks,
  sandboxStripe,
  startDonation,
  verifiedPayoutAccount,
  webhookSecretOf,
} from '../support/payment-helpers';
import { startTestApp, type TestApp } from '../support/test-apps';
import { eventually } from '../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

describe('card payments: donations, token purchases, signed webhooks and reconciliation', () => {
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let admin: SignedInAccount;
  let fundraiserId: string;
  let groupId: string;
  let referralCode: string;
  let participant: { id: string; email: string; token: string };
  let membershipId: string;
  const sockets: Socket[] = [];

  const env = () => app.environment;
  const balances = () => app.app.get(LedgerBalances);

  async function fundraiserRaised(): Promise<number> {
    return (await balances().fundraiserTotals([fundraiserId])).get(fundraiserId)?.raisedCents ?? 0;
  }

  async function membership() {
    return (await balances().membershipTotals([membershipId])).get(membershipId);
  }

  async function status(paymentIntentId: string): Promise<PaymentStatus> {
    const response = await app.client.get(q(routeTable.paymentStatus.path, { paymentIntentId }));
    expect(response.status).toBe(200);
    return response.body.data as PaymentStatus;
  }

  /** Waits until the fulfilment job has applied every stored event (none left unprocessed). */
  async function eventsSettled() {
    await eventually(
      'every stored Stripe event to be processed',
      async () =>
        (await env().sql<{ n: number }>('select count(*)::int as n from stripe_events where processed_at is null'))[0]
          ?.n === 0,
      15_000,
    );
  }

  async function receiptsTo(email: string): Promise<Mail[]> {
    return (await app.client.mailbox(email)).filter((mail) => mail.subject?.startsWith('Your receipt'));
  }

  /** A fresh donor address per test, so mailbox counts belong to one test. */
  const donorEmail = () => `donor-${randomUUID().slice(0, 8)}@example.com`;

  beforeAll(async () => {
    // Reconciliation runs at the worker's boot, then not again during this file: tests drive it themselves.
    app = await startTestApp({ CAPTCHA: 'off', RECONCILIATION_INTERVAL_SECONDS: '86400' });
    stripe = sandboxStripe(env().config);
    admin = await signedInPrimaryAdmin(env(), app.app);
    const fundraiser = await createFundraiser(app.client, admin.token, { fundRaisingName: 'Maple Street School Fair' });
    fundraiserId = fundraiser._id;
    const [group] = await createGroups(app.client, admin.token, fundraiserId, [{ groupName: 'Blue Team' }]);
    groupId = group?._id as string;
    await moveStartIntoPast(env(), fundraiserId);
    const accountId = await verifiedPayoutAccount(stripe);
    await env().sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [accountId, groupId]);

    const member = await insertParticipantMember(env(), fundraiserId, { groupId });
    participant = { ...member, token: await sessionFor(app.app, member.id) };
    [{ id: membershipId }] = (await env().sql<{ id: string }>(
      'select id from fundraiser_memberships where account_id = $1',
      [member.id],
    )) as [{ id: string }];
    const code = await app.client.put(
      routeTable.generateParticipantGroupDonationLink.path,
      { groupId },
      participant.token,
    );
    expect(code.status).toBe(200);
    referralCode = code.body.data.code as string;
  });

  afterEach(async () => {
    await resumeWebhooks(env().config);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    if (app) {
      // Whatever the tests did, the books balance.
      const check = await checkLedgerInvariants((text, params) => app.environment.sql(text, params));
      expect(check.violations).toEqual([]);
    }
    await app?.stop();
  });

  it('tells the browser how to take a card payment', async () => {
    const response = await app.client.get(routeTable.paymentsConfig.path);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual<PaymentsConfig>({
      mode: 'sandbox',
      publishableKey: env().config.payments.publishableKey,
      sandboxUrl: env().config.payments.sandboxUrl,
      tokenPriceCents: env().config.pricing.tokenPriceCents,
      tokenEarnCents: env().config.pricing.tokenEarnCents,
      platformFeeBasisPoints: env().config.pricing.platformFeeBasisPoints,
    });
  });

  it('lets the browser reach the sandbox from the page (CSP connect-src)', async () => {
    const response = await fetch(`${app.url}/api/health`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(
      new RegExp(`connect-src [^;]*${new URL(env().config.payments.sandboxUrl as string).origin}`),
    );
    expect(policy).not.toContain('js.stripe.com');
  });

  it('credits a $25 gift through a participant’s link only once the signed webhook says it succeeded', async () => {
    const email = donorEmail();
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('subscribe', `fundraiser:${fundraiserId}`)).toEqual({ ok: true });
    const announced: { fundraiserId: string; version: number }[] = [];
    socket.on('fundraiser:totals', (payload: { fundraiserId: string; version: number }) => announced.push(payload));

    const raisedBefore = await fundraiserRaised();
    const started = await startDonation(app.client, referralCode, { amount: 2500, email });
    expect(started).toMatchObject({ amountCents: 2500, coveredFeeCents: 0, tokens: 0 });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const intent = await stripe.paymentIntents.retrieve(started.paymentIntentId);
    expect(intent).toMatchObject({ amount: 2500, application_fee_amount: 250, currency: 'usd' });
    expect(intent.metadata.paymentId).toMatch(/^[0-9a-f-]{36}$/);

    // The card is charged while Stripe's webhook is lost: the browser's word alone credits nothing.
    await pauseWebhooks(env().config);
    const confirmed = await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    expect(confirmed.status).toBe('succeeded');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await status(started.paymentIntentId)).toMatchObject({ status: 'pending', receiptSentTo: null });
    expect(await fundraiserRaised()).toBe(raisedBefore);

    // Stripe delivers the signed event: now, and only now, the gift is booked, receipted and announced.
    await resumeWebhooks(env().config);
    const succeeded = await eventAbout(stripe, 'payment_intent.succeeded', started.paymentIntentId);
    const redelivered = await fetch(`${env().config.payments.sandboxUrl}/_sandbox/events/${succeeded.id}/redeliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env().config.payments.secretKey}` },
    });
    expect(redelivered.status).toBe(200);
    await eventually(
      'the gift to be fulfilled',
      async () => (await status(started.paymentIntentId)).status === 'succeeded',
    );
    expect(await fundraiserRaised()).toBe(raisedBefore + 2500);
    const totals = (await balances().fundraiserTotals([fundraiserId])).get(fundraiserId);
    expect(totals?.groupRaisedCents[groupId]).toBeGreaterThanOrEqual(2500);
    expect((await membership())?.raisedCents).toBeGreaterThanOrEqual(2500);

    const [receipt] = await eventually('the receipt', async () => {
      const found = await receiptsTo(email);
      return found.length > 0 ? found : undefined;
    });
    expect(receipt?.subject).toBe('Your receipt: $25.00 to Maple Street School Fair');
    expect(receipt?.body).toContain('Amount: $25.00');
    expect(receipt?.body).toContain('Organization: Maple Street School Fair');
    expect(receipt?.body).toContain('Tax ID (EIN): 12-3456789');
    expect(receipt?.body).toMatch(/Date: [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(receipt?.body).toContain(moneyMessages.receiptNoGoods);
    await eventually('the receipt to show as sent', async () => (await status(started.paymentIntentId)).receiptSentTo);
    expect((await status(started.paymentIntentId)).receiptSentTo).toBe(`d***@${email.split('@')[1]}`);

    const thanks = await eventually('the participant’s thank-you', async () =>
      (await app.client.mailbox(participant.email)).find((mail) => mail.subject?.includes('through your link')),
    );
    expect(thanks.subject).toBe('Dana Donor gave $25.00 through your link');

    const version = await balances().version(fundraiserId);
    await eventually('the live totals broadcast', async () => announced.some((event) => event.version === version));
    expect(announced.at(-1)).toEqual({ fundraiserId, version });

    // The stored event keeps what happened, not the intent's client secret.
    const stored = await env().sql<{ payload: { data: { object: Record<string, unknown> } } }>(
      `select payload from stripe_events where type = 'payment_intent.succeeded' and payload->'data'->'object'->>'id' = $1`,
      [started.paymentIntentId],
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload.data.object).toMatchObject({ id: started.paymentIntentId, amount: 2500 });
    expect(JSON.stringify(stored[0]?.payload)).not.toContain('client_secret');
  });

  it('moves nothing when the card is declined', async () => {
    const email = donorEmail();
    const raisedBefore = await fundraiserRaised();
    const started = await startDonation(app.client, referralCode, { amount: 1000, email });
    await expect(
      stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_chargeDeclined' }),
    ).rejects.toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    await eventually(
      'the failure to be recorded',
      async () => (await status(started.paymentIntentId)).status === 'failed',
    );
    await eventsSettled();
    expect(await fundraiserRaised()).toBe(raisedBefore);
    expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toEqual([]);
    expect(await receiptsTo(email)).toEqual([]);
  });

  it('covers the fee on request so the whole gift reaches the cause', async () => {
    const started = await startDonation(app.client, referralCode, {
      amount: 5000,
      coverFee: true,
      email: donorEmail(),
    });
    const feeBasisPoints = env().config.pricing.platformFeeBasisPoints;
    const chargeCents = chargeCoveringFee(5000, feeBasisPoints);
    expect(chargeCents - platformFeeCents(chargeCents, feeBasisPoints)).toBeGreaterThanOrEqual(5000);
    expect(started).toMatchObject({ amountCents: chargeCents, coveredFeeCents: chargeCents - 5000 });
    const intent = await stripe.paymentIntents.retrieve(started.paymentIntentId);
    expect(intent).toMatchObject({
      amount: chargeCents,
      application_fee_amount: platformFeeCents(chargeCents, feeBasisPoints),
    });
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

  describe('token purchases', () => {
    it('credits the bought tokens to the buyer’s wallet once the charge succeeds', async () => {
      const tokensBefore = (await membership())?.tokens ?? 0;
      // The fundraiser itself has no payout account here (only its group has): bought for it, nothing can settle.
      const forFundraiser = await app.client.post(
        routeTable.buyTokens.path,
        { amount: 5, fundRaiserId: fundraiserId },
        participant.token,
      );
      expect(forFundraiser).toMatchObject({ status: 409, body: { message: moneyMessages.payoutAccountMissing } });

      const response = await app.client.post(routeTable.buyTokens.path, { amount: 5, groupId }, participant.token);
      expect(response.status).toBe(200);
      const started = response.body.data as PaymentIntentStart;
      const price = env().config.pricing.tokenPriceCents;
      expect(started).toMatchObject({ amountCents: 5 * price, tokens: 5, coveredFeeCents: 0 });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      await eventually(
        'the purchase to be fulfilled',
        async () => (await status(started.paymentIntentId)).status === 'succeeded',
      );
      expect((await membership())?.tokens).toBe(tokensBefore + 5);
      const receipt = await eventually('the buyer’s receipt', async () =>
        (await app.client.mailbox(participant.email)).find((mail) =>
          mail.subject?.startsWith('Your receipt: 5 tokens'),
        ),
      );
      expect(receipt.body).toContain('Tokens: 5');
    });

    it('refuses a member of another fundraiser, and anyone who is not a participant or team member', async () => {
      const other = await createFundraiser(app.client, admin.token);
      const response = await app.client.post(
        routeTable.buyTokens.path,
        { amount: 5, fundRaiserId: other._id },
        participant.token,
      );
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(moneyMessages.notAMember);
      const asAdmin = await app.client.post(
        routeTable.buyTokens.path,
        { amount: 5, fundRaiserId: fundraiserId },
        admin.token,
      );
      expect(asAdmin.status).toBe(403);
    });
  });

  describe('refusals', () => {
    /** A fundraiser of `admin` with a fundraiser-wide referral code, straight in the database. */
    async function fundraiserCode(setUp: (id: string) => Promise<void>): Promise<string> {
      const fundraiser = await createFundraiser(app.client, admin.token);
      await setUp(fundraiser._id);
      const code = `test${randomUUID().replace(/-/g, '').slice(0, 12)}`;
      await env().sql(`insert into referral_codes (code, kind, fundraiser_id) values ($1, 'fundraiser', $2)`, [
        code,
        fundraiser._id,
      ]);
      return code;
    }

    async function refusal(code: string) {
      const response = await app.client.post(routeTable.getDonations.path, donationBody(code));
      return { status: response.status, message: response.body.message };
    }

    it('refuses a fundraiser that has not started or has ended', async () => {
      const account = await verifiedPayoutAccount(stripe);
      const link = (id: string) =>
        env()
          .sql('update fundraisers set payout_account_id = $1 where id = $2', [account, id])
          .then(() => undefined);
      expect(await refusal(await fundraiserCode(link))).toEqual({
        status: 409,
        message: moneyMessages.notAcceptingNotStarted,
      });
      expect(
        await refusal(
          await fundraiserCode(async (id) => {
            await link(id);
            await endFundraiser(env(), id);
          }),
        ),
      ).toEqual({ status: 409, message: moneyMessages.notAcceptingEnded });
    });

    it('refuses a fundraiser without a payout account, or with one that has not finished onboarding', async () => {
      expect(await refusal(await fundraiserCode((id) => moveStartIntoPast(env(), id)))).toEqual({
        status: 409,
        message: moneyMessages.payoutAccountMissing,
      });
      const unverified = await stripe.accounts.create({ type: 'express' });
      const code = await fundraiserCode(async (id) => {
        await moveStartIntoPast(env(), id);
        await env().sql('update fundraisers set payout_account_id = $1 where id = $2', [unverified.id, id]);
      });
      expect(await refusal(code)).toEqual({ status: 409, message: moneyMessages.payoutAccountMissing });
      expect(
        await env().sql(
          'select 1 from payments where fundraiser_id in (select fundraiser_id from referral_codes where code = $1)',
          [code],
        ),
      ).toEqual([]);
    });

    it('refuses a sponsorship that names no sponsor of this fundraiser', async () => {
      const response = await app.client.post(
        routeTable.getDonations.path,
        donationBody(referralCode, { type: 'business', amount: 5000, sponsorId: randomUUID() }),
      );
      expect(response).toMatchObject({ status: 400, body: { message: moneyMessages.sponsorRequired } });
    });

    it('refuses an unknown referral code', async () => {
      expect(await refusal('no-such-code')).toEqual({ status: 404, message: moneyMessages.invalidReferral });
    });

    it('answers 404 for the status of a payment it does not know', async () => {
      const response = await app.client.get(q(routeTable.paymentStatus.path, { paymentIntentId: 'pi_unknown123' }));
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(moneyMessages.paymentNotFound);
    });
  });

  describe('reconciliation', () => {
    it('fulfils, exactly once, a payment whose webhook was lost, and a refund whose webhook was lost', async () => {
      await pauseWebhooks(env().config);
      const email = donorEmail();
      const raisedBefore = await fundraiserRaised();
      const started = await startDonation(app.client, referralCode, { amount: 4000, email });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await status(started.paymentIntentId)).toMatchObject({ status: 'pending' });

      // A fresh payment is left to its webhook for a few minutes; reconciliation acts once they have passed.
      const job = app.app.get(ReconcilePaymentsJob);
      expect(await job.reconcile()).toMatchObject({ fulfilled: [] });
      const later = () => new Date(Date.now() + RECONCILIATION_GRACE_MS + 1_000);
      const reports = await Promise.all([job.reconcile(later()), job.reconcile(later())]);
      const paymentId = (
        await env().sql<{ id: string }>('select id from payments where provider_intent_id = $1', [
          started.paymentIntentId,
        ])
      )[0]?.id;
      expect(reports.flatMap((report) => report.fulfilled)).toEqual([paymentId]);
      expect(await status(started.paymentIntentId)).toMatchObject({ status: 'succeeded' });
      expect(await fundraiserRaised()).toBe(raisedBefore + 4000);
      await eventually('the receipt', async () => (await receiptsTo(email)).length === 1);

      const refund = await stripe.refunds.create({ payment_intent: started.paymentIntentId, amount: 1000 });
      expect((await job.reconcile()).refundsPosted).toEqual([]);
      expect(await job.reconcile(later())).toMatchObject({ fulfilled: [], refundsPosted: [refund.id] });
      expect((await job.reconcile(later())).refundsPosted).toEqual([]);
      expect(await fundraiserRaised()).toBe(raisedBefore + 3000);
      expect(await ledgerTransactionsOf(env(), started.paymentIntentId)).toHaveLength(2);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await receiptsTo(email)).toHaveLength(1);
    });
  });
});
