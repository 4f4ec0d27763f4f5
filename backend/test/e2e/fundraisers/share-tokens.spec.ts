import { randomUUID } from 'node:crypto';
import {
  competeMessages,
  competeRouteTable,
  fundraiserMessages,
  identityMessages,
  routeTable,
  type ParticipantDashboard,
  type TeamMemberDashboard,
  type TokensShareResult,
} from '@fundplay/contracts';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import {
  createFundraiser,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { earnTokens, walletBalances } from '../../support/wallet-helpers';

const share = competeRouteTable.sendTokensToTeamMember.path;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** One token per dollar credited in this file (TOKEN_EARN_CENTS), so a $5 manual gift fills a wallet with 5. */
const TOKEN_EARN_CENTS = 100;

describe('sharing tokens with a team member (PUT /api/participantRoutes/sendTokensToTeamMember)', () => {
  let app: TestApp;
  let admin: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  /** A running fundraiser with a participant whose wallet holds `tokens` (earned by manual funds) and a team member. */
  async function team(tokens: number) {
    const fundraiser = await createFundraiser(client(), admin.token);
    await moveStartIntoPast(env(), fundraiser._id);
    const participant = await insertParticipantMember(env(), fundraiser._id);
    const teamMember = await insertTeamMember(env(), fundraiser._id, participant.id);
    await earnTokens(client(), admin.token, {
      fundraiserId: fundraiser._id,
      participantId: participant.id,
      tokens,
      tokenEarnCents: TOKEN_EARN_CENTS,
    });
    return {
      fundraiserId: fundraiser._id,
      participant: { ...participant, token: await sessionFor(app.app, participant.id) },
      teamMember: { ...teamMember, token: await sessionFor(app.app, teamMember.id) },
    };
  }

  const wallets = (fundraiserId: string) => walletBalances(env(), fundraiserId);

  async function sharesOf(fundraiserId: string) {
    return env().sql<{ payload: Record<string, unknown> }>(
      `select payload from outbox_events where event_name = 'TokensShared' and payload->>'fundraiserId' = $1`,
      [fundraiserId],
    );
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off', TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) });
    admin = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    if (app) {
      const check = await checkLedgerInvariants((text, params) => app.environment.sql(text, params));
      expect(check.violations).toEqual([]);
    }
    await app?.stop();
  });

  it('moves the tokens to the team member, answers both balances and publishes TokensShared', async () => {
    const { fundraiserId, participant, teamMember } = await team(5);
    const response = await client().put(
      share,
      { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend: 2 },
      participant.token,
    );
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(competeMessages.tokensShared);
    expect(response.body.data).toEqual<TokensShareResult>({
      tokens: 3,
      teamMemberId: teamMember.id,
      teamMemberTokens: 2,
    });

    // Both dashboards read the ledger's new balances.
    const mine = (
      await client().get(
        q(routeTable.getParticipantDashboardByFundRaisingId.path, { fundRaisingId: fundraiserId }),
        participant.token,
      )
    ).body.data as ParticipantDashboard;
    expect(mine.participant.tokens).toBe(3);
    // The 5 tokens were earned by the $5 raised; sharing 2 of them does not unearn them.
    expect(mine.participant).toMatchObject({ totalDonations: 500, earnedTokens: 5 });
    expect(mine.teamMembers.find((row) => row._id === teamMember.id)?.tokens).toBe(2);
    const theirs = (
      await client().get(q(routeTable.teamMemberDashboard.path, { fundRaisingId: fundraiserId }), teamMember.token)
    ).body.data as TeamMemberDashboard;
    expect(theirs.teamMember.tokens).toBe(2);

    // One ledger transfer under the share's id, and the event naming it.
    const [event] = await sharesOf(fundraiserId);
    expect(event?.payload).toMatchObject({ fundraiserId, tokens: 2 });
    const [posted] = await env().sql<{ kind: string; fundraiser_id: string }>(
      'select kind, fundraiser_id from ledger_transactions where external_ref = $1',
      [`share:${String(event?.payload.shareId)}`],
    );
    expect(posted).toEqual({ kind: 'tokenTransfer', fundraiser_id: fundraiserId });
  });

  it('refuses more than the wallet holds, and nothing moves', async () => {
    const { fundraiserId, participant, teamMember } = await team(3);
    const response = await client().put(
      share,
      { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend: 4 },
      participant.token,
    );
    expect([response.status, response.body.message]).toEqual([409, competeMessages.notEnoughToShare]);
    expect(await wallets(fundraiserId)).toEqual({ [participant.id]: 3, [teamMember.id]: 0 });
    expect(await sharesOf(fundraiserId)).toEqual([]);

    // An empty wallet is refused the same way.
    const empty = await team(0);
    const none = await client().put(
      share,
      { fundRaiserId: empty.fundraiserId, teamMemberId: empty.teamMember.id, tokensToSend: 1 },
      empty.participant.token,
    );
    expect([none.status, none.body.message]).toEqual([409, competeMessages.notEnoughToShare]);
  });

  it('takes a whole number of at least 1, for one team member at a time', async () => {
    const { fundraiserId, participant, teamMember } = await team(5);
    const valid: Record<string, unknown> = { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend: 1 };
    for (const [body, message] of [
      [{ tokensToSend: 0 }, competeMessages.tokensWhole],
      [{ tokensToSend: 1.5 }, competeMessages.tokensWhole],
      [{ tokensToSend: 'two' }, competeMessages.tokensWhole],
      // Each of these once read as a whole number ("0x2" as 2, "2e0" as 2, [2] as 2, true as 1, "1e1" as 10).
      [{ tokensToSend: '0x2' }, competeMessages.tokensWhole],
      [{ tokensToSend: '2e0' }, competeMessages.tokensWhole],
      [{ tokensToSend: '1e1' }, competeMessages.tokensWhole],
      [{ tokensToSend: [2] }, competeMessages.tokensWhole],
      [{ tokensToSend: true }, competeMessages.tokensWhole],
      [{ tokensToSend: '0x2710' }, competeMessages.tokensWhole],
      [{ tokensToSend: '1e4' }, competeMessages.tokensWhole],
      [{ tokensToSend: [1000] }, competeMessages.tokensWhole],
      [{ tokensToSend: 1000.5 }, competeMessages.tokensWhole],
      [{ teamMemberId: [teamMember.id, randomUUID()] }, competeMessages.oneTeamMember],
    ] as const) {
      const response = await client().put(share, { ...valid, ...body }, participant.token);
      expect([response.status, response.body.message]).toEqual([400, message]);
    }
    expect(await wallets(fundraiserId)).toEqual({ [participant.id]: 5, [teamMember.id]: 0 });
  });

  it('gives only to a team member on the caller’s own team in that fundraiser', async () => {
    const { fundraiserId, participant, teamMember } = await team(5);
    const classmate = await insertParticipantMember(env(), fundraiserId);
    const theirTeamMember = await insertTeamMember(env(), fundraiserId, classmate.id);
    const elsewhere = await team(0);
    const mineElsewhere = await insertTeamMember(env(), elsewhere.fundraiserId, participant.id);
    for (const teamMemberId of [theirTeamMember.id, classmate.id, mineElsewhere.id, randomUUID()]) {
      const response = await client().put(
        share,
        { fundRaiserId: fundraiserId, teamMemberId, tokensToSend: 1 },
        participant.token,
      );
      expect([response.status, response.body.message]).toEqual([404, competeMessages.teamMemberNotOnTeam]);
    }
    // A fundraiser the caller is not part of.
    const notMine = await client().put(
      share,
      { fundRaiserId: elsewhere.fundraiserId, teamMemberId: elsewhere.teamMember.id, tokensToSend: 1 },
      participant.token,
    );
    expect([notMine.status, notMine.body.message]).toEqual([404, fundraiserMessages.notFound]);
    expect((await wallets(fundraiserId))[participant.id]).toBe(5);
    expect((await wallets(fundraiserId))[teamMember.id]).toBe(0);
  });

  it('is for participants: a team member may not share', async () => {
    const { fundraiserId, participant, teamMember } = await team(5);
    const response = await client().put(
      share,
      { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend: 1 },
      teamMember.token,
    );
    expect([response.status, response.body.message]).toEqual([403, identityMessages.forbidden]);
    expect(await wallets(fundraiserId)).toEqual({ [participant.id]: 5, [teamMember.id]: 0 });
  });

  it('lets exactly as many concurrent shares through as the wallet holds, never below zero', async () => {
    const { fundraiserId, participant, teamMember } = await team(5);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        client().put(
          share,
          { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend: 1 },
          participant.token,
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.status === 409)) {
      expect(refused.body.message).toBe(competeMessages.notEnoughToShare);
    }
    // Each accepted share saw a distinct remaining balance, 4 down to 0.
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => (response.body.data as TokensShareResult).tokens)
      .sort();
    expect(remaining).toEqual([0, 1, 2, 3, 4]);
    expect(await wallets(fundraiserId)).toEqual({ [participant.id]: 0, [teamMember.id]: 5 });
    expect(await sharesOf(fundraiserId)).toHaveLength(5);
  });
});
