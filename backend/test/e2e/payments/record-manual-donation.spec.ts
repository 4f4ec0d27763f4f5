import { randomUUID } from 'node:crypto';
import {
  fundraiserMessages,
  identityMessages,
  moneyMessages,
  routeTable,
  type AdminFundraiserDashboard,
  type ParticipantDashboard,
  type ReferralTarget,
} from '@fundplay/contracts';
import {
  createFundraiser,
  createGroups,
  endFundraiser,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const paths = {
  add: routeTable.addManualDonation.path,
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
  participantDashboard: routeTable.getParticipantDashboardByFundRaisingId.path,
  referral: routeTable.generateParticipantGroupDonationLink.path,
  verifyReferral: routeTable.verifyReferalCode.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** One token per $5 in this file (TOKEN_EARN_CENTS), so earned tokens show with small amounts. */
const TOKEN_EARN_CENTS = 500;

/** Use case: payments/commands/record-manual-donation (addManualDonation) and the totals it moves on every screen. */
describe('manual funds and the ledger’s totals on every screen', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let goalSetter: SignedInAccount; // changeGoalsAndCause: a fundraiser admin
  let plain: SignedInAccount; // no privileges; the Gold Team's own admin
  let pending: SignedInAccount; // waiting for approval
  let stranger: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  /** A running fundraiser with a Blue and a Gold group (Gold run by `plain`) and a participant in each. */
  async function runningFundraiser(name = `Spring Fair ${randomUUID().slice(0, 6)}`) {
    const fundraiser = await createFundraiser(client(), primary.token, { fundRaisingName: name });
    const [blue, gold] = await createGroups(client(), primary.token, fundraiser._id, [
      { groupName: 'Blue Team' },
      { groupName: 'Gold Team', adminEmail: plain.email },
    ]);
    await moveStartIntoPast(env(), fundraiser._id);
    const blueMember = await insertParticipantMember(env(), fundraiser._id, { groupId: blue?._id });
    const goldMember = await insertParticipantMember(env(), fundraiser._id, { groupId: gold?._id });
    return {
      fundraiser,
      blue: blue?._id as string,
      gold: gold?._id as string,
      blueMember: { ...blueMember, token: await sessionFor(app.app, blueMember.id) },
      goldMember,
    };
  }

  const addFunds = (token: string, body: Record<string, unknown>) => client().post(paths.add, body, token);

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off', TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) });
    primary = await signedInPrimaryAdmin(env(), app.app);
    goalSetter = await signedInSecondaryAdmin(env(), app.app, primary.id, { changeGoalsAndCause: true });
    plain = await signedInSecondaryAdmin(env(), app.app, primary.id);
    pending = await signedInSecondaryAdmin(env(), app.app, primary.id, { fullAccess: true }, { approved: false });
    stranger = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('addManualDonation', () => {
    it('credits the participant: Total Donations, Cash Earned and earned tokens, in every total', async () => {
      const { fundraiser, blue, gold, blueMember } = await runningFundraiser();
      const added = await addFunds(primary.token, {
        amount: 2500,
        comments: 'Cash from the bake sale',
        participantId: blueMember.id,
        groupId: blue,
      });
      expect(added.status).toBe(201);
      expect(added.body.message).toBe(moneyMessages.fundsAdded);
      const manualDonationId = added.body.data.manualDonationId as string;

      // Posted once to the ledger, under the row's id, and announced for the live totals.
      const [posted] = await env().sql<{ kind: string; n: string }>(
        `select kind, count(*) over () as n from ledger_transactions where external_ref = $1`,
        [`manual:${manualDonationId}`],
      );
      expect(posted).toEqual({ kind: 'manualDonation', n: '1' });
      const [event] = await env().sql<{ payload: Record<string, unknown> }>(
        `select payload from outbox_events where event_name = 'ManualDonationRecorded' and payload->>'manualDonationId' = $1`,
        [manualDonationId],
      );
      expect(event?.payload).toMatchObject({ fundraiserId: fundraiser._id, groupId: blue, amountCents: 2500 });

      const participantView = await client().get(
        q(paths.participantDashboard, { fundRaisingId: fundraiser._id }),
        blueMember.token,
      );
      expect((participantView.body.data as ParticipantDashboard).participant).toMatchObject({
        totalDonations: 2500,
        cashEarned: 2500,
        tokens: 2500 / TOKEN_EARN_CENTS,
        earnedTokens: 2500 / TOKEN_EARN_CENTS,
      });
      expect((participantView.body.data as ParticipantDashboard).fundRaiser.totalFunding).toBe(2500);

      const adminView = (await client().get(q(paths.dashboard, { fundRaisingId: fundraiser._id }), primary.token)).body
        .data as AdminFundraiserDashboard;
      expect(adminView.fundRaiser.totalFunding).toBe(2500);
      expect(adminView.group.map((group) => [group._id, group.groupTotalDonations])).toEqual([
        [blue, 2500],
        [gold, 0],
      ]);
      expect(adminView.participants.find((row) => row._id === blueMember.id)).toMatchObject({
        totalDonations: 2500,
        tokens: 5,
      });

      // Funds for the fundraiser itself count in its total, not in a group's.
      const direct = await addFunds(primary.token, {
        amount: 1200,
        participantId: blueMember.id,
        fundRaiserId: fundraiser._id,
      });
      expect(direct.status).toBe(201);
      const code = (await client().put(paths.referral, { groupId: blue }, blueMember.token)).body.data.code as string;
      const target = await eventually('the donation page’s fresh totals', async () => {
        const answer = (await client().post(paths.verifyReferral, { referalCode: code })).body.data as ReferralTarget;
        return answer.fundRaiser.totalFunding === 3700 ? answer : undefined;
      });
      expect(target.group?.groupTotalDonations).toBe(2500);
      const again = (
        await client().get(q(paths.participantDashboard, { fundRaisingId: fundraiser._id }), blueMember.token)
      ).body.data as ParticipantDashboard;
      // 37.00 raised at one token per 5.00: 7 tokens.
      expect(again.participant).toMatchObject({ totalDonations: 3700, cashEarned: 3700, tokens: 7, earnedTokens: 7 });
    });

    it('is for the fundraiser admins, and for a group’s own admin in that group only', async () => {
      const { fundraiser, blue, gold, blueMember, goldMember } = await runningFundraiser();
      const forGold = { amount: 500, participantId: goldMember.id, groupId: gold };
      expect((await addFunds(plain.token, forGold)).status).toBe(201);
      expect((await addFunds(goalSetter.token, forGold)).status).toBe(201);

      const otherGroup = await addFunds(plain.token, { amount: 500, participantId: blueMember.id, groupId: blue });
      expect([otherGroup.status, otherGroup.body.message]).toEqual([403, identityMessages.forbidden]);
      const wholeFundraiser = await addFunds(plain.token, {
        amount: 500,
        participantId: goldMember.id,
        fundRaiserId: fundraiser._id,
      });
      expect(wholeFundraiser.status).toBe(403);
      for (const outsider of [pending, stranger]) {
        const response = await addFunds(outsider.token, forGold);
        expect([response.status, response.body.message]).toEqual([404, fundraiserMessages.groupNotFound]);
      }
      const [row] = await env().sql<{ total: string }>(
        'select coalesce(sum(amount_cents), 0) as total from manual_donations where fundraiser_id = $1',
        [fundraiser._id],
      );
      expect(row?.total).toBe('1000');
    });

    it('credits only a participant of that fundraiser, and of the group when one is named', async () => {
      const { fundraiser, blue, gold, blueMember } = await runningFundraiser();
      const elsewhere = await runningFundraiser();
      const teamMember = await insertTeamMember(env(), fundraiser._id, blueMember.id);
      for (const body of [
        { amount: 500, participantId: blueMember.id, groupId: gold }, // in Blue, not Gold
        { amount: 500, participantId: elsewhere.blueMember.id, fundRaiserId: fundraiser._id }, // another fundraiser
        { amount: 500, participantId: teamMember.id, fundRaiserId: fundraiser._id }, // not a participant
        { amount: 500, participantId: randomUUID(), groupId: blue },
      ]) {
        const response = await addFunds(primary.token, body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(moneyMessages.participantNotInTarget);
        expect(response.body.errors).toEqual({ participantId: [moneyMessages.participantNotInTarget] });
      }
      const [row] = await env().sql<{ n: string }>(
        'select count(*) as n from manual_donations where fundraiser_id = $1',
        [fundraiser._id],
      );
      expect(row?.n).toBe('0');
    });

    it('takes funds only while the fundraiser runs, in whole dollars, for one target', async () => {
      const upcoming = await createFundraiser(client(), primary.token);
      const early = await insertParticipantMember(env(), upcoming._id);
      const notYet = await addFunds(primary.token, {
        amount: 500,
        participantId: early.id,
        fundRaiserId: upcoming._id,
      });
      expect([notYet.status, notYet.body.message]).toEqual([409, moneyMessages.notAcceptingNotStarted]);

      const { fundraiser, blue, blueMember } = await runningFundraiser();
      for (const [body, message] of [
        [{ amount: 550, participantId: blueMember.id, groupId: blue }, moneyMessages.manualWholeDollars],
        [{ amount: 0, participantId: blueMember.id, groupId: blue }, moneyMessages.manualMinimum],
        [
          { amount: 500, participantId: blueMember.id, groupId: blue, fundRaiserId: fundraiser._id },
          'Choose the fundraiser or one group',
        ],
      ] as const) {
        const response = await addFunds(primary.token, body);
        expect([response.status, response.body.message]).toEqual([400, message]);
      }

      await endFundraiser(env(), fundraiser._id);
      const late = await addFunds(primary.token, { amount: 500, participantId: blueMember.id, groupId: blue });
      expect([late.status, late.body.message]).toEqual([409, moneyMessages.notAcceptingEnded]);
    });

    it('takes the amount as a JSON integer or digits only: hex, exponents, arrays and fractions record nothing', async () => {
      const { fundraiser, blue, blueMember } = await runningFundraiser();
      // Each of these once read as a whole number of cents ("0x2710" as $100, "1e4" as $100, [1000] as $10).
      for (const amount of ['0x2710', '1e4', [1000], 1000.5, true, '']) {
        const response = await addFunds(primary.token, { amount, participantId: blueMember.id, groupId: blue });
        expect({ amount, status: response.status, message: response.body.message }).toEqual({
          amount,
          status: 400,
          message: moneyMessages.manualWholeDollars,
        });
      }
      const recorded = await env().sql<{ n: number }>(
        'select count(*)::int as n from ledger_transactions where fundraiser_id = $1',
        [fundraiser._id],
      );
      expect(recorded).toEqual([{ n: 0 }]);

      // Digits as text are a number still (a form or a query string sends them so).
      const asText = await addFunds(primary.token, { amount: '1000', participantId: blueMember.id, groupId: blue });
      expect(asText.status).toBe(201);
    });
  });
});
