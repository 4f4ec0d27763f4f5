import { randomUUID } from 'node:crypto';
import {
  campaignMessages,
  routeTable,
  type LiveFundraiser,
  type Supporter,
  type SupporterMessageRow,
} from '@fundplay/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { io, type Socket } from 'socket.io-client';
import {
  ListSupportersQuery,
  type SupporterScope,
} from '../../../src/modules/payments/queries/list-supporters/list-supporters.query';
import { supportersCursorMessage } from '../../../src/modules/payments/services/supporters-wall';
import { DomainError, statusOfKind } from '../../../src/platform/http/domain-error';
import { cardPaymentProbes, startCardPaymentScene, type CardPaymentScene } from '../../support/card-payment-scene';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { donationBody, paymentStatus, startDonation, verifiedPayoutAccount } from '../../support/payment-helpers';
import type { TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: payments/queries/list-supporters (the supporters wall of a fundraiser, a group or a participant),
 * list-recent-gifts (the big screen's gifts), get-supporter-messages and commands/set-supporter-message-hidden
 * (moderation, announced as 'fundraiser:supporters'), and the receipt naming whom the gift supported.
 */
describe('the supporters wall', () => {
  let scene: CardPaymentScene;
  let app: TestApp;
  let admin: SignedInAccount;
  let stranger: SignedInAccount; // the primary admin of another fundraiser
  let strangerFundraiserId: string;
  let fundraiserId: string;
  let blueGroupId: string;
  let jordanCode: string; // Jordan Kim, Blue Team
  let jordanMembershipId: string;
  let redGroupId: string;
  let rileyCode: string; // Riley Ng, Red Team
  let rileyMembershipId: string;
  const sockets: Socket[] = [];

  const env = () => app.environment;
  const { receiptsTo, donorEmail } = cardPaymentProbes(() => scene);
  const fundraiserScope = (): SupporterScope => ({ fundraiserId, groupId: null, participantId: null });

  const wall = (scope: SupporterScope, cursor?: string, limit = 10) =>
    app.app.get(QueryBus).execute(new ListSupportersQuery(scope, cursor, limit));

  /** Every gift of the scope, page after page. */
  async function wholeWall(scope: SupporterScope, limit: number) {
    const seen: Supporter[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages += 1) {
      const page = await wall(scope, cursor, limit);
      expect(page.supporters.length).toBeLessThanOrEqual(limit);
      seen.push(...page.supporters);
      if (!page.nextCursor) return seen;
      cursor = page.nextCursor;
    }
    throw new Error('the wall never ended');
  }

  /** A card gift through `code` that went through (the signed webhook settled it); answers its payment id. */
  async function give(code: string, overrides: Record<string, unknown> = {}): Promise<string> {
    const started = await startDonation(app.client, code, { email: donorEmail(), ...overrides });
    await scene.stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    await eventually('the gift to be settled', async () => {
      return (await paymentStatus(env(), started.paymentIntentId)) === 'succeeded';
    });
    const [row] = await env().sql<{ id: string }>('select id from payments where provider_intent_id = $1', [
      started.paymentIntentId,
    ]);
    return row?.id as string;
  }

  async function participantWithCode(groupId: string, firstName: string, lastName: string) {
    const member = await insertParticipantMember(env(), fundraiserId, { groupId });
    await env().sql('update accounts set first_name = $1, last_name = $2 where id = $3', [
      firstName,
      lastName,
      member.id,
    ]);
    const token = await sessionFor(app.app, member.id);
    const code = await app.client.put(routeTable.generateParticipantGroupDonationLink.path, { groupId }, token);
    expect(code.status).toBe(200);
    const [row] = await env().sql<{ id: string }>('select id from fundraiser_memberships where account_id = $1', [
      member.id,
    ]);
    return { code: code.body.data.code as string, membershipId: row?.id as string };
  }

  beforeAll(async () => {
    scene = await startCardPaymentScene();
    ({ app, admin, fundraiserId, groupId: blueGroupId, referralCode: jordanCode } = scene);
    jordanMembershipId = scene.membershipId;
    await env().sql(`update accounts set first_name = 'Jordan', last_name = 'Kim' where id = $1`, [
      scene.participant.id,
    ]);
    // Groups are made before a fundraiser starts: step back before its start for a second group.
    await env().sql(
      `update fundraisers set starts_at = now() + interval '1 day', ends_at = now() + interval '20 days' where id = $1`,
      [fundraiserId],
    );
    const [red] = await createGroups(app.client, admin.token, fundraiserId, [{ groupName: 'Red Team' }]);
    await moveStartIntoPast(env(), fundraiserId);
    redGroupId = red?._id as string;
    const account = await verifiedPayoutAccount(scene.stripe, 'Red Team PTA');
    await env().sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [account, redGroupId]);
    ({ code: rileyCode, membershipId: rileyMembershipId } = await participantWithCode(redGroupId, 'Riley', 'Ng'));

    stranger = await signedInPrimaryAdmin(env(), app.app);
    strangerFundraiserId = (await createFundraiser(app.client, stranger.token, { fundRaisingName: 'Oak Hill Band' }))
      ._id;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await app?.stop();
  });

  it('shows a gift with its message and its amount hidden, as the donor chose', async () => {
    const message = 'Go Jordan!\nSee you at the fair.';
    const paymentId = await give(jordanCode, {
      firstName: 'Jane',
      lastName: 'doe',
      amount: 3000,
      message,
      showAmount: false,
    });
    const page = await wall(fundraiserScope());
    expect(page.supporters[0]).toEqual<Supporter>({
      _id: paymentId,
      name: 'Jane D.',
      amount: null,
      message,
      kind: 'gift',
      createdAt: expect.any(Number) as number,
    });

    const shown = await give(jordanCode, { firstName: 'Omar', lastName: 'Said', amount: 2500 });
    expect((await wall(fundraiserScope())).supporters[0]).toMatchObject({
      _id: shown,
      name: 'Omar S.',
      amount: 2500,
      message: null,
    });
  });

  it('names a donor who chose anonymity "Anonymous", on the wall and the big screen', async () => {
    const paymentId = await give(jordanCode, { firstName: 'Quinn', lastName: 'Private', anonymous: true });
    const [first] = (await wall(fundraiserScope())).supporters;
    expect(first).toMatchObject({ _id: paymentId, name: 'Anonymous', amount: 2500 });
    const live = await app.client.get(q(routeTable.getLiveFundraiser.path, { fundRaiserId: fundraiserId }));
    expect(live.status).toBe(200);
    const [recent] = (live.body.data as LiveFundraiser).recentDonations;
    expect(recent).toEqual({
      _id: paymentId,
      donorName: 'Anonymous',
      amountCents: 2500,
      message: null,
      at: expect.any(String) as string,
    });
  });

  it('shows manual funds by their label, or as an offline gift, never as an anonymous gift', async () => {
    const labelled = await app.client.post(
      routeTable.addManualDonation.path,
      { amount: 4000, label: 'Bake sale', participantId: scene.participant.id, groupId: blueGroupId },
      admin.token,
    );
    expect(labelled.status).toBe(201);
    const unlabelled = await app.client.post(
      routeTable.addManualDonation.path,
      { amount: 1000, participantId: scene.participant.id, groupId: blueGroupId },
      admin.token,
    );
    expect(unlabelled.status).toBe(201);
    const [newest, before] = (await wall(fundraiserScope())).supporters;
    expect(newest).toMatchObject({ name: 'Offline gift', amount: 1000, kind: 'manual', message: null });
    expect(before).toMatchObject({ name: 'Bake sale', amount: 4000, kind: 'manual', message: null });
  });

  it('names a sponsorship by its business name', async () => {
    const sponsorId = randomUUID();
    await env().sql(
      `insert into sponsors (id, fundraiser_id, type, first_name, last_name, business_name, website_url)
       values ($1, $2, 'business', 'Ann', 'Owner', 'Acme Hardware', 'https://acme.example')`,
      [sponsorId, fundraiserId],
    );
    const paymentId = await give(jordanCode, { type: 'business', sponsorId, amount: 5000 });
    expect((await wall(fundraiserScope())).supporters[0]).toMatchObject({
      _id: paymentId,
      name: 'Acme Hardware',
      amount: 5000,
      kind: 'sponsor',
    });
  });

  it('lists a group’s and a participant’s own gifts, and the whole fundraiser’s', async () => {
    const forRiley = await give(rileyCode, { firstName: 'Kim', lastName: 'Lo', message: 'For Riley' });
    const all = await wholeWall(fundraiserScope(), 50);
    const blue = await wholeWall({ fundraiserId, groupId: blueGroupId, participantId: null }, 50);
    const red = await wholeWall({ fundraiserId, groupId: redGroupId, participantId: null }, 50);
    const riley = await wholeWall({ fundraiserId, groupId: redGroupId, participantId: rileyMembershipId }, 50);
    const jordan = await wholeWall({ fundraiserId, groupId: blueGroupId, participantId: jordanMembershipId }, 50);

    expect(riley.map((gift) => gift._id)).toEqual([forRiley]);
    expect(red.map((gift) => gift._id)).toEqual([forRiley]);
    expect(blue.map((gift) => gift._id)).not.toContain(forRiley);
    expect(jordan.map((gift) => gift._id).sort()).toEqual(blue.map((gift) => gift._id).sort());
    expect(all.map((gift) => gift._id).sort()).toEqual([...blue, ...red].map((gift) => gift._id).sort());
    expect((await wall({ fundraiserId, groupId: redGroupId, participantId: null })).supporterCount).toBe(1);
    expect((await wall(fundraiserScope())).supporterCount).toBe(all.length);
  });

  it('pages through every gift exactly once, newest first', async () => {
    for (let n = 0; n < 3; n += 1) await give(rileyCode, { firstName: `Page${n}`, lastName: 'Giver' });
    const { supporterCount } = await wall(fundraiserScope());
    const paged = await wholeWall(fundraiserScope(), 2);
    const ids = paged.map((gift) => gift._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(supporterCount);
    expect(ids.sort()).toEqual((await wholeWall(fundraiserScope(), 100)).map((gift) => gift._id).sort());
    const times = paged.map((gift) => gift.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('refuses a malformed cursor with a 400 a person can act on', async () => {
    for (const cursor of ['not a cursor', 'bm9wZQ', Buffer.from('123.not-a-uuid').toString('base64url')]) {
      const refusal = await wall(fundraiserScope(), cursor).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(DomainError);
      expect(refusal).toMatchObject({ kind: 'invalid', message: supportersCursorMessage });
      expect(statusOfKind[(refusal as DomainError).kind]).toBe(400);
    }
  });

  it('refuses a message over 280 characters with the form’s words', async () => {
    const response = await app.client.post(
      routeTable.getDonations.path,
      donationBody(jordanCode, { message: 'x'.repeat(281) }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).toContain(campaignMessages.supporterMessageLength);
  });

  it('lets the fundraiser’s admins hide a message everywhere at once, and restore it', async () => {
    const message = 'Proud of you, Jordan';
    const paymentId = await give(jordanCode, { firstName: 'Lee', lastName: 'Park', message });
    const listPath = q(routeTable.getSupporterMessages.path, { fundRaisingId: fundraiserId });

    const listed = await app.client.get(listPath, admin.token);
    expect(listed.status).toBe(200);
    expect((listed.body.data as SupporterMessageRow[])[0]).toEqual<SupporterMessageRow>({
      _id: paymentId,
      name: 'Lee P.',
      amount: 2500,
      message,
      kind: 'gift',
      createdAt: expect.any(Number) as number,
      hidden: false,
      creditedTo: 'Jordan K.',
    });

    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('subscribe', `fundraiser:${fundraiserId}`)).toEqual({ ok: true });
    const announced: { fundraiserId: string; version: number }[] = [];
    socket.on('fundraiser:supporters', (payload: { fundraiserId: string; version: number }) => announced.push(payload));

    const hide = (hidden: boolean) =>
      app.client.post(
        routeTable.setSupporterMessageHidden.path,
        { fundRaisingId: fundraiserId, donationId: paymentId, hidden },
        admin.token,
      );
    const hidden = await hide(true);
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ _id: paymentId, message, hidden: true, creditedTo: 'Jordan K.' });
    await eventually('the wall change to be announced', async () => announced.length === 1, 15_000);
    expect(announced[0]).toEqual({ fundraiserId, version: expect.any(Number) as number });

    const onWall = async () => (await wholeWall(fundraiserScope(), 100)).find((gift) => gift._id === paymentId);
    const onScreen = async () => {
      const live = await app.client.get(q(routeTable.getLiveFundraiser.path, { fundRaiserId: fundraiserId }));
      return (live.body.data as LiveFundraiser).recentDonations.find((gift) => gift._id === paymentId);
    };
    expect(await onWall()).toMatchObject({ name: 'Lee P.', message: null });
    expect(await onScreen()).toMatchObject({ donorName: 'Lee P.', message: null });
    const moderated = (await app.client.get(listPath, admin.token)).body.data as SupporterMessageRow[];
    expect(moderated.find((row) => row._id === paymentId)).toMatchObject({ message, hidden: true });

    const restored = await hide(false);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ hidden: false });
    await eventually('the restore to be announced', async () => announced.length === 2, 15_000);
    expect(announced[1]?.version).toBeGreaterThanOrEqual(announced[0]?.version ?? Infinity);
    expect(await onWall()).toMatchObject({ message });
    expect(await onScreen()).toMatchObject({ message });
  });

  it('keeps another fundraiser’s admin out of this wall’s moderation', async () => {
    const paymentId = await give(jordanCode, { message: 'Not yours to hide' });
    const listed = await app.client.get(
      q(routeTable.getSupporterMessages.path, { fundRaisingId: fundraiserId }),
      stranger.token,
    );
    expect(listed.status).toBe(404);
    const hideHere = await app.client.post(
      routeTable.setSupporterMessageHidden.path,
      { fundRaisingId: fundraiserId, donationId: paymentId, hidden: true },
      stranger.token,
    );
    expect(hideHere.status).toBe(404);
    // Through their own fundraiser: the gift is not theirs.
    const hideThroughOwn = await app.client.post(
      routeTable.setSupporterMessageHidden.path,
      { fundRaisingId: strangerFundraiserId, donationId: paymentId, hidden: true },
      stranger.token,
    );
    expect(hideThroughOwn.status).toBe(404);
    expect((await wall(fundraiserScope())).supporters.find((gift) => gift._id === paymentId)).toMatchObject({
      message: 'Not yours to hide',
    });
  });

  it('names on the receipt the participant the gift supported', async () => {
    const email = donorEmail();
    await give(jordanCode, { email });
    const [receipt] = await eventually('the receipt', async () => {
      const mails = await receiptsTo(email);
      return mails.length > 0 ? mails : undefined;
    });
    expect(receipt?.body).toContain('Thank you for your gift supporting Jordan K. of Maple Street School Fair.');
  });
});
