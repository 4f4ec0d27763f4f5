import { randomUUID } from 'node:crypto';
import {
  badgeKeys,
  competeRouteTable,
  fundraiserMessages,
  routeTable,
  type BadgeBoard,
  type BadgeKey,
  type DomainEventMap,
} from '@fundplay/contracts';
import type Stripe from 'stripe';
import { AwardCommunityStarJob } from '../../../src/modules/rewards/jobs/award-community-star.job';
import { AwardManualDonationBadgesJob } from '../../../src/modules/rewards/jobs/award-manual-donation-badges.job';
import { AwardTeamLeaderJob } from '../../../src/modules/rewards/jobs/award-team-leader.job';
import { AwardTopFundraisersJob } from '../../../src/modules/rewards/jobs/award-top-fundraisers.job';
import {
  createFundraiser,
  createGroups,
  endFundraiser,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  setGoal,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { sandboxStripe, startDonation, verifiedPayoutAccount } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** One token per dollar credited in this file, so a few manual dollars fill a wallet to share from. */
const TOKEN_EARN_CENTS = 100;

type Member = { id: string; email: string; token: string; membershipId: string };

describe('badges computed from events (GET /api/rewardRoutes/getBadges)', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  let stripe: InstanceType<typeof Stripe>;

  const client = () => app.client;
  const env = () => app.environment;
  const job = <T>(type: new (...args: never[]) => T): T => app.app.get(type, { strict: false });

  async function membershipOf(accountId: string, fundraiserId: string): Promise<string> {
    const [row] = await env().sql<{ id: string }>(
      'select id from fundraiser_memberships where account_id = $1 and fundraiser_id = $2',
      [accountId, fundraiserId],
    );
    if (!row) throw new Error('no membership');
    return row.id;
  }

  async function member(account: { id: string; email: string }, fundraiserId: string): Promise<Member> {
    return {
      ...account,
      token: await sessionFor(app.app, account.id),
      membershipId: await membershipOf(account.id, fundraiserId),
    };
  }

  /**
   * A running fundraiser with a $1,000 goal and a Blue group whose $200 goal is shared by `blue` (2 participants:
   * $100 each) and an Anna outside any group.
   */
  async function fundraiser() {
    const created = await createFundraiser(client(), admin.token);
    await setGoal(client(), admin.token, created._id, 100_000);
    const [blue] = await createGroups(client(), admin.token, created._id, [
      { groupName: 'Blue Team', groupTarget: 20_000 },
    ]);
    const blueId = blue?._id as string;
    await moveStartIntoPast(env(), created._id);
    const pat = await member(await insertParticipantMember(env(), created._id, { groupId: blueId }), created._id);
    const sam = await member(await insertParticipantMember(env(), created._id, { groupId: blueId }), created._id);
    const anna = await member(await insertParticipantMember(env(), created._id), created._id);
    return { fundraiserId: created._id, groupId: blueId, pat, sam, anna };
  }

  async function addFunds(fundraiserId: string, participant: Member, dollars: number) {
    const added = await client().post(
      routeTable.addManualDonation.path,
      { amount: dollars * 100, participantId: participant.id, fundRaiserId: fundraiserId },
      admin.token,
    );
    expect(added.status).toBe(201);
    return added.body.data.manualDonationId as string;
  }

  async function board(fundraiserId: string, who: { token: string }): Promise<BadgeBoard> {
    const response = await client().get(q(competeRouteTable.getBadges.path, { fundRaiserId: fundraiserId }), who.token);
    expect(response.status).toBe(200);
    return response.body.data as BadgeBoard;
  }

  const badge = (found: BadgeBoard, key: BadgeKey) => found.badges.find((item) => item.key === key);

  /** Waits until `check` holds on the member's board (the jobs run in the worker after the commit). */
  function boardWhen(fundraiserId: string, who: { token: string }, what: string, check: (b: BadgeBoard) => boolean) {
    return eventually(what, async () => {
      const found = await board(fundraiserId, who);
      return check(found) ? found : undefined;
    });
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off', TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) });
    admin = await signedInPrimaryAdmin(env(), app.app);
    stripe = sandboxStripe(env().config);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('answers all six badges, locked with zero progress, before anything happened', async () => {
    const { fundraiserId, pat } = await fundraiser();
    const found = await board(fundraiserId, pat);
    expect(found.earned).toBe(0);
    expect(found.total).toBe(6);
    expect(found.badges.map((item) => item.key)).toEqual([...badgeKeys]);
    expect(found.badges.map((item) => item.name)).toEqual([
      'Top Fundraiser',
      'Team Leader',
      'First Donation',
      'Community Star',
      'Milestone Master',
      'Social Sharer',
    ]);
    for (const item of found.badges) {
      expect(item).toMatchObject({ earned: false, earnedAt: null, progress: { current: 0 } });
      expect(item.description).not.toBe('');
    }
    expect(found.badges.map((item) => item.progress.target)).toEqual([1, 3, 1, 10, 100, 5]);
  });

  it('awards First Donation for a credited manual gift and moves Milestone Master with the raise', async () => {
    const { fundraiserId, pat, sam, anna } = await fundraiser();
    // Pat's share is the Blue Team's $200 goal between its 2 participants: $100. $30 is 30%.
    await addFunds(fundraiserId, pat, 30);
    const first = await boardWhen(
      fundraiserId,
      pat,
      'First Donation',
      (b) => badge(b, 'firstDonation')?.earned === true,
    );
    expect(badge(first, 'firstDonation')).toMatchObject({ earned: true, progress: { current: 1, target: 1 } });
    expect(Date.parse(badge(first, 'firstDonation')?.earnedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(badge(first, 'milestoneMaster')).toMatchObject({ earned: false, progress: { current: 30, target: 100 } });
    expect(first.earned).toBe(1);

    await addFunds(fundraiserId, pat, 25);
    const more = await boardWhen(fundraiserId, pat, '55%', (b) => badge(b, 'milestoneMaster')?.progress.current === 55);
    expect(more.earned).toBe(1);
    await addFunds(fundraiserId, pat, 50);
    const done = await boardWhen(
      fundraiserId,
      pat,
      'Milestone Master',
      (b) => badge(b, 'milestoneMaster')?.earned === true,
    );
    expect(badge(done, 'milestoneMaster')).toMatchObject({ progress: { current: 100, target: 100 } });
    expect(done.earned).toBe(2);

    // Anna is in no group: her share is the $1,000 goal among 3 participants ($333.33); $100 is 30%.
    await addFunds(fundraiserId, anna, 100);
    const annas = await boardWhen(
      fundraiserId,
      anna,
      'Anna’s 30%',
      (b) => badge(b, 'milestoneMaster')?.progress.current === 30,
    );
    expect(annas.earned).toBe(1);
    // Nobody else's board moved.
    expect((await board(fundraiserId, sam)).earned).toBe(0);
  });

  it('awards Community Star for 10 tokens shared, counting a replayed share once', async () => {
    const { fundraiserId, pat } = await fundraiser();
    const teamMember = await member(await insertTeamMember(env(), fundraiserId, pat.id), fundraiserId);
    await addFunds(fundraiserId, pat, 12); // 12 tokens
    const shareTokens = (tokensToSend: number) =>
      client().put(
        competeRouteTable.sendTokensToTeamMember.path,
        { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend },
        pat.token,
      );
    expect((await shareTokens(4)).status).toBe(200);
    await boardWhen(fundraiserId, pat, '4 shared', (b) => badge(b, 'communityStar')?.progress.current === 4);

    // The same event again, as a retried job and as a second outbox row would deliver it: still 4.
    const [event] = await env().sql<{ payload: DomainEventMap['TokensShared'] }>(
      `select payload from outbox_events where event_name = 'TokensShared' and payload->>'fundraiserId' = $1`,
      [fundraiserId],
    );
    const payload = event?.payload as DomainEventMap['TokensShared'];
    await job(AwardCommunityStarJob).handle(payload);
    await job(AwardCommunityStarJob).handle(payload);
    const replayed = await board(fundraiserId, pat);
    expect(badge(replayed, 'communityStar')).toMatchObject({ earned: false, progress: { current: 4, target: 10 } });

    expect((await shareTokens(6)).status).toBe(200);
    const star = await boardWhen(
      fundraiserId,
      pat,
      'Community Star',
      (b) => badge(b, 'communityStar')?.earned === true,
    );
    expect(badge(star, 'communityStar')?.progress).toEqual({ current: 10, target: 10 });
    // First Donation came with the manual gift; the team member received, which earns them nothing.
    expect(star.earned).toBe(2);
    expect((await board(fundraiserId, teamMember)).earned).toBe(0);
  });

  it('does not award or count twice when a donation event is replayed', async () => {
    const { fundraiserId, groupId, pat } = await fundraiser();
    const manualDonationId = await addFunds(fundraiserId, pat, 100);
    const earned = await boardWhen(fundraiserId, pat, 'two badges', (b) => b.earned === 2);
    const replay: DomainEventMap['ManualDonationRecorded'] = {
      manualDonationId,
      fundraiserId,
      groupId,
      membershipId: pat.membershipId,
      amountCents: 10_000,
      ledgerVersion: 1,
    };
    await job(AwardManualDonationBadgesJob).handle(replay);
    await job(AwardManualDonationBadgesJob).handle(replay);
    const again = await board(fundraiserId, pat);
    expect(again).toEqual(earned);
    const [awards] = await env().sql<{ n: string }>('select count(*) as n from badge_awards where membership_id = $1', [
      pat.membershipId,
    ]);
    expect(awards?.n).toBe('2');
  });

  it('awards Team Leader once 3 different team members of the participant played a verified run', async () => {
    const { fundraiserId, groupId, pat, sam } = await fundraiser();
    const team = await Promise.all(
      [1, 2, 3].map(async () => member(await insertTeamMember(env(), fundraiserId, pat.id), fundraiserId)),
    );
    const samsTeamMember = await member(await insertTeamMember(env(), fundraiserId, sam.id), fundraiserId);
    const played = (membershipId: string) =>
      job(AwardTeamLeaderJob).handle({
        runId: randomUUID(),
        fundraiserId,
        gameId: randomUUID(),
        membershipId,
        groupId,
        score: 120,
        level: 1,
        sequence: 1,
      });
    // The participant's own runs, the same team member again and someone else's team member do not count.
    await played(team[0]?.membershipId as string);
    await played(team[0]?.membershipId as string);
    await played(pat.membershipId);
    await played(samsTeamMember.membershipId);
    await played(team[1]?.membershipId as string);
    const two = await board(fundraiserId, pat);
    expect(badge(two, 'teamLeader')).toMatchObject({ earned: false, progress: { current: 2, target: 3 } });
    expect(badge(await board(fundraiserId, sam), 'teamLeader')?.progress.current).toBe(1);

    await played(team[2]?.membershipId as string);
    const leader = await board(fundraiserId, pat);
    expect(badge(leader, 'teamLeader')).toMatchObject({ earned: true, progress: { current: 3, target: 3 } });
    expect(leader.earned).toBe(1);
  });

  it('awards Social Sharer when 5 different donors gave through the participant’s link', async () => {
    const { fundraiserId, groupId, pat } = await fundraiser();
    await env().sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [
      await verifiedPayoutAccount(stripe),
      groupId,
    ]);
    const code = await client().put(routeTable.generateParticipantGroupDonationLink.path, { groupId }, pat.token);
    expect(code.status).toBe(200);
    const give = async (email: string) => {
      const started = await startDonation(client(), code.body.data.code as string, { amount: 500, email });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    };
    const tag = randomUUID().slice(0, 6);
    // Four people, one of whom gives twice (the second time with their address in capitals).
    for (const name of ['ann', 'ben', 'cat', 'dan', 'ANN']) await give(`${name}-${tag}@example.com`);
    // All five gifts counted ($25 raised of a $100 share is 25%), from four donors.
    const four = await boardWhen(
      fundraiserId,
      pat,
      'five gifts',
      (b) => badge(b, 'milestoneMaster')?.progress.current === 25,
    );
    expect(badge(four, 'socialSharer')).toMatchObject({ earned: false, progress: { current: 4, target: 5 } });

    await give(`eve-${tag}@example.com`);
    const sharer = await boardWhen(
      fundraiserId,
      pat,
      'Social Sharer',
      (b) => badge(b, 'socialSharer')?.earned === true,
    );
    expect(badge(sharer, 'socialSharer')?.progress).toEqual({ current: 5, target: 5 });
    expect(sharer.earned).toBe(2); // and First Donation
  });

  it('awards Top Fundraiser to the first participant by raise once the fundraiser has ended, once', async () => {
    const { fundraiserId, pat, sam, anna } = await fundraiser();
    await addFunds(fundraiserId, sam, 40); // Sam reaches $40 first …
    await addFunds(fundraiserId, pat, 10);
    await addFunds(fundraiserId, pat, 30); // … Pat ties later; Anna trails.
    await addFunds(fundraiserId, anna, 20);

    // A running fundraiser has no top fundraiser yet.
    await job(AwardTopFundraisersJob).decide();
    expect(badge(await board(fundraiserId, sam), 'topFundraiser')?.earned === true).toBe(false);

    await endFundraiser(env(), fundraiserId);
    await job(AwardTopFundraisersJob).decide();
    const again = await job(AwardTopFundraisersJob).decide();
    expect(again.decided.map((decided) => decided.fundraiserId)).not.toContain(fundraiserId);

    const winner = await board(fundraiserId, sam);
    expect(badge(winner, 'topFundraiser')).toMatchObject({ earned: true, progress: { current: 1, target: 1 } });
    expect(badge(await board(fundraiserId, pat), 'topFundraiser')?.earned === true).toBe(false);
    expect(badge(await board(fundraiserId, anna), 'topFundraiser')?.earned === true).toBe(false);
    const [awards] = await env().sql<{ n: string }>(
      `select count(*) as n from badge_awards where fundraiser_id = $1 and badge = 'topFundraiser'`,
      [fundraiserId],
    );
    expect(awards?.n).toBe('1');
  });

  it('shows a team member no badge, since none of the six can be earned by one', async () => {
    const { fundraiserId, groupId, pat } = await fundraiser();
    const teamMember = await member(await insertTeamMember(env(), fundraiserId, pat.id), fundraiserId);
    // Their verified run counts for their participant's Team Leader, and never shows on their own board.
    await job(AwardTeamLeaderJob).handle({
      runId: randomUUID(),
      fundraiserId,
      gameId: randomUUID(),
      membershipId: teamMember.membershipId,
      groupId,
      score: 80,
      level: 1,
      sequence: 1,
    });
    expect(await board(fundraiserId, teamMember)).toEqual<BadgeBoard>({ earned: 0, total: 0, badges: [] });
    expect(badge(await board(fundraiserId, pat), 'teamLeader')?.progress.current).toBe(1);
  });

  it('shows a member only their own board, in a fundraiser they belong to', async () => {
    const { fundraiserId, pat } = await fundraiser();
    const teamMember = await member(await insertTeamMember(env(), fundraiserId, pat.id), fundraiserId);
    expect((await board(fundraiserId, teamMember)).badges).toEqual([]);

    const elsewhere = await fundraiser();
    const outsider = await client().get(
      q(competeRouteTable.getBadges.path, { fundRaiserId: elsewhere.fundraiserId }),
      pat.token,
    );
    expect([outsider.status, outsider.body.message]).toEqual([404, fundraiserMessages.notFound]);
    const asAdmin = await client().get(
      q(competeRouteTable.getBadges.path, { fundRaiserId: fundraiserId }),
      admin.token,
    );
    expect(asAdmin.status).toBe(403);
    const invalid = await client().get(q(competeRouteTable.getBadges.path, { fundRaiserId: 'nope' }), pat.token);
    expect(invalid.status).toBe(400);
  });
});
