import { randomUUID } from 'node:crypto';
import {
  chargeCoveringFee,
  moneyMessages,
  platformFeeCents,
  routeTable,
  type PaymentsConfig,
} from '@fundplay/contracts';
import { io, type Socket } from 'socket.io-client';
import type Stripe from 'stripe';
import { LedgerBalances } from '../../../src/modules/ledger/ledger-balances';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import {
  createFundraiser,
  endFundraiser,
  moveStartIntoPast,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import {
  donationBody,
  eventAbout,
  ledgerTransactionsOf,
  pauseWebhooks,
  resumeWebhooks,
  startDonation,
  verifiedPayoutAccount,
} from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use case: payments/commands/start-donation (a card gift through a referral code, fulfilled by its signed
 * webhook), with queries/get-payments-config and get-payment-status.
 */
describe('card donations', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let admin: SignedInAccount;
  let fundraiserId: string;
  let groupId: string;
  let referralCode: string;
  let participant: { id: string; email: string; token: string };
  const sockets: Socket[] = [];

  const env = () => app.environment;
  const balances = () => app.app.get(LedgerBalances);
  const { fundraiserRaised, membership, status, eventsSettled, receiptsTo, donorEmail } = cardPaymentProbes(
    () => scene,
  );

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    ({ app, stripe, admin, fundraiserId, groupId, referralCode, participant } = scene);
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

  describe('refusals', () => {
    /** A fundraiser of `admin` and its own fundraiser-wide donation code (every fundraiser is given one). */
    async function fundraiserCode(setUp: (id: string) => Promise<void>): Promise<string> {
      const fundraiser = await createFundraiser(app.client, admin.token);
      await setUp(fundraiser._id);
      const [row] = await env().sql<{ code: string }>(
        `select code from referral_codes where kind = 'fundraiser' and fundraiser_id = $1`,
        [fundraiser._id],
      );
      return row?.code as string;
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
});
