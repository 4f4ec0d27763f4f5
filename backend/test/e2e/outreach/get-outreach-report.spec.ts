import { randomUUID } from 'node:crypto';
import {
  outreachRouteTable,
  routeTable,
  type DomainEventMap,
  type OutreachReport,
  type OutreachReportRow,
} from '@fundplay/contracts';
import type Stripe from 'stripe';
import { AttributeDonationJob } from '../../../src/modules/outreach/attribution/attribute-donation.job';
import { JobQueues } from '../../../src/platform/events/job-queues.provider';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { insertOutreachMessage, newTrackingCode } from '../../support/outreach-message-helpers';
import { eventAbout, sandboxStripe, startDonation, verifiedPayoutAccount } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

describe("the administrators' outreach report and donation attribution", () => {
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let admin: SignedInAccount;
  let fundraiserId: string;
  let ada: { id: string; token: string; referralCode: string };
  let ben: { id: string; token: string; referralCode: string };

  const env = () => app.environment;

  const reportAs = (token: string | undefined, id = fundraiserId) =>
    app.client.get(q(outreachRouteTable.getOutreachReport.path, { fundRaiserId: id }), token);

  /** A participant of the fundraiser, named, with a session and a referral code of their own. */
  async function participant(firstName: string, groupId: string) {
    const member = await insertParticipantMember(env(), fundraiserId, { groupId });
    await env().sql(`update accounts set first_name = $2, last_name = 'Park' where id = $1`, [member.id, firstName]);
    const token = await sessionFor(app.app, member.id);
    const code = await app.client.put(routeTable.generateParticipantGroupDonationLink.path, { groupId }, token);
    expect(code.status).toBe(200);
    return { id: member.id, token, referralCode: code.body.data.code as string };
  }

  /** A card gift through `referralCode`, paid at the sandbox; resolves once Stripe's signed webhook booked it. */
  async function give(referralCode: string, overrides: Record<string, unknown>) {
    const started = await startDonation(app.client, referralCode, { amount: 2500, ...overrides });
    await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    const payment = await eventually('the gift to be booked', async () => {
      const [row] = await env().sql<{ id: string; tracking_code: string | null }>(
        `select id, tracking_code from payments where provider_intent_id = $1 and status = 'succeeded'`,
        [started.paymentIntentId],
      );
      return row;
    });
    return { paymentIntentId: started.paymentIntentId, paymentId: payment.id, trackingCode: payment.tracking_code };
  }

  async function attributionsOf(paymentId: string) {
    return env().sql<{ message_id: string | null; sender_account_id: string; amount_cents: string }>(
      'select message_id, sender_account_id, amount_cents from outreach_attributions where payment_id = $1',
      [paymentId],
    );
  }

  /** Waits until the attribution job has run for the gift's DonationReceived (whatever it decided). */
  async function attributionDone(paymentId: string) {
    const outbox = await eventually('the DonationReceived event', async () => {
      const [row] = await env().sql<{ event_key: string }>(
        `select event_key from outbox_events where event_name = 'DonationReceived' and payload->>'paymentId' = $1`,
        [paymentId],
      );
      return row;
    });
    const queue = app.app.get(JobQueues).get('outreach');
    await eventually(
      'the attribution job',
      async () => (await queue.getJobState(`${outbox.event_key}-outreach.attribute-donation`)) === 'completed',
    );
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off', RECONCILIATION_INTERVAL_SECONDS: '86400' });
    stripe = sandboxStripe(env().config);
    admin = await signedInPrimaryAdmin(env(), app.app);
    fundraiserId = (await createFundraiser(app.client, admin.token, { fundRaisingName: 'Maple Run' }))._id;
    const [group] = await createGroups(app.client, admin.token, fundraiserId, [{ groupName: 'Blue Team' }]);
    const groupId = group?._id as string;
    await moveStartIntoPast(env(), fundraiserId);
    await env().sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [
      await verifiedPayoutAccount(stripe),
      groupId,
    ]);
    ada = await participant('Ada', groupId);
    ben = await participant('Ben', groupId);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it("counts each participant's outreach and the gifts it brought, never whom they messaged", async () => {
    const sent = (status: Parameters<typeof insertOutreachMessage>[1]['status'], channel: 'email' | 'sms' = 'email') =>
      insertOutreachMessage(env(), { fundraiserId, senderAccountId: ada.id, status, channel });
    const { trackingCode } = await sent('delivered');
    await sent('delivered');
    await sent('failed', 'sms');
    await sent('queued', 'sms');
    await sent('sent');
    await sent('scheduled');
    await sent('opted_out', 'sms');
    await sent('not_sent');
    await insertOutreachMessage(env(), { fundraiserId, senderAccountId: ben.id, status: 'sent' });
    await insertOutreachMessage(env(), {
      fundraiserId,
      senderAccountId: admin.id,
      senderRole: 'admin',
      recipientKind: 'participant',
      recipientAccountId: ben.id,
      recipientName: 'Ben Park',
      address: 'ben@example.com',
      status: 'delivered',
    });

    const gift = await give(ada.referralCode, { trackingCode, amount: 3000 });
    expect(gift.trackingCode).toBe(trackingCode);
    await attributionDone(gift.paymentId);
    // A code nobody sent, and a malformed one, attribute nothing and never stop a gift.
    const unknown = await give(ben.referralCode, { trackingCode: newTrackingCode() });
    const malformed = await give(ben.referralCode, { trackingCode: 'not a code!' });
    expect(malformed.trackingCode).toBeNull();
    await attributionDone(unknown.paymentId);
    await attributionDone(malformed.paymentId);
    expect(await attributionsOf(unknown.paymentId)).toEqual([]);
    expect(await attributionsOf(malformed.paymentId)).toEqual([]);

    const response = await reportAs(admin.token);
    expect(response.status).toBe(200);
    const report = response.body.data as OutreachReport;
    expect(report.participants).toEqual<OutreachReportRow[]>([
      {
        participantId: ada.id,
        name: 'Ada Park',
        emails: 3,
        texts: 2,
        delivered: 2,
        failed: 1,
        optedOut: 1,
        scheduled: 1,
        donations: 1,
        donationsCents: 3000,
      },
      {
        participantId: ben.id,
        name: 'Ben Park',
        emails: 1,
        texts: 0,
        delivered: 0,
        failed: 0,
        optedOut: 0,
        scheduled: 0,
        donations: 0,
        donationsCents: 0,
      },
    ]);
    expect(report.totals).toEqual({
      emails: 4,
      texts: 2,
      delivered: 2,
      failed: 1,
      optedOut: 1,
      scheduled: 1,
      donations: 1,
      donationsCents: 3000,
    });
    expect(report.adminMessages).toEqual([
      expect.objectContaining({
        channel: 'email',
        recipientKind: 'participant',
        recipientName: 'Ben Park',
        status: 'delivered',
      }),
    ]);
    // Contacts stay the participant's: their names and addresses are nowhere in the report.
    expect(JSON.stringify(report)).not.toMatch(/Grandma Rose|rose@example\.com|\+15550100199/);
  });

  it('attributes a gift once, however often Stripe or the outbox deliver its event', async () => {
    const { id: messageId, trackingCode } = await insertOutreachMessage(env(), {
      fundraiserId,
      senderAccountId: ben.id,
      status: 'delivered',
    });
    const gift = await give(ben.referralCode, { trackingCode });
    await attributionDone(gift.paymentId);
    expect(await attributionsOf(gift.paymentId)).toHaveLength(1);

    // Stripe sends the same event again: the gift is booked once, so DonationReceived is published once.
    const succeeded = await eventAbout(stripe, 'payment_intent.succeeded', gift.paymentIntentId);
    const redelivered = await fetch(`${env().config.payments.sandboxUrl}/_sandbox/events/${succeeded.id}/redeliver`, {
      method: 'POST',
      headers: { authorization: `Bearer ${env().config.payments.secretKey}` },
    });
    expect(redelivered.status).toBe(200);
    await eventually('the redelivered event to be processed', async () => {
      const rows = await env().sql<{ n: number }>(
        'select count(*)::int as n from stripe_events where processed_at is null',
      );
      return rows[0]?.n === 0;
    });
    const published = await env().sql<{ payload: DomainEventMap['DonationReceived'] }>(
      `select payload from outbox_events where event_name = 'DonationReceived' and payload->>'paymentId' = $1`,
      [gift.paymentId],
    );
    expect(published).toHaveLength(1);
    const [{ payload }] = published as [{ payload: DomainEventMap['DonationReceived'] }];
    expect(payload.trackingCode).toBe(trackingCode);

    // The event itself delivered again (an at-least-once queue): still one attribution.
    const job = app.app.get(AttributeDonationJob);
    await job.handle(payload);
    await job.handle(payload);
    expect(await attributionsOf(gift.paymentId)).toEqual([
      { message_id: messageId, sender_account_id: ben.id, amount_cents: '2500' },
    ]);

    const benRow = ((await reportAs(admin.token)).body.data as OutreachReport).participants.find(
      (row) => row.participantId === ben.id,
    );
    expect(benRow).toMatchObject({ donations: 1, donationsCents: 2500 });
  });

  it("does not attribute a gift to another fundraiser's message", async () => {
    const other = await createFundraiser(app.client, admin.token, { fundRaisingName: 'Elm Walk' });
    const { trackingCode } = await insertOutreachMessage(env(), {
      fundraiserId: other._id,
      senderAccountId: ada.id,
      status: 'delivered',
    });
    const gift = await give(ada.referralCode, { trackingCode });
    await attributionDone(gift.paymentId);
    expect(gift.trackingCode).toBe(trackingCode);
    expect(await attributionsOf(gift.paymentId)).toEqual([]);
  });

  it("gives the report to the fundraiser's approved administrators only", async () => {
    const secondary = await signedInSecondaryAdmin(env(), app.app, admin.id);
    expect((await reportAs(secondary.token)).status).toBe(200);

    const pending = await signedInSecondaryAdmin(env(), app.app, admin.id, {}, { approved: false });
    expect((await reportAs(pending.token)).status).toBe(403);

    const otherOrganisation = await signedInPrimaryAdmin(env(), app.app);
    const foreign = await reportAs(otherOrganisation.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.data).toBeUndefined();

    const someParticipant = await signedInAccount(env(), app.app, { role: 'participant' });
    expect((await reportAs(someParticipant.token)).status).toBe(403);
    expect((await reportAs(ada.token)).status).toBe(403);
    expect((await reportAs(undefined)).status).toBe(401);
    expect((await reportAs(admin.token, randomUUID())).status).toBe(404);
  });
});
