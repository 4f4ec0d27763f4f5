import { randomUUID } from 'node:crypto';
import {
  fundraiserLimits,
  joinSearchLimits,
  joinSearchTooShort,
  routeTable,
  validationMessages,
  type FundraiserSummary,
  type JoinableFundraiser,
  type SimilarFundraiser,
} from '@fundplay/contracts';
import { signedInAdminTeam } from '../../support/admin-team';
import {
  createFundraiser,
  createGroups,
  endFundraiser,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  startOfUtcDay,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  similar: routeTable.getSimilarFundraisings.path,
  joinable: routeTable.getFundRaising.path,
  byRole: routeTable.getFundRaisingByRole.path,
  adminList: routeTable.getAdminFundRaisings.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: fundraisers/queries/list-administered-fundraisers, list-my-fundraisers, find-similar-fundraisers and
 * list-joinable-fundraisers.
 */
describe('listing and searching fundraisers', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let starter: SignedInAccount; // startNewFundraiser
  let plain: SignedInAccount; // no privileges
  let stranger: SignedInAccount;

  const client = () => app.client;

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    ({ primary, starter, plain, stranger } = await signedInAdminTeam(app.environment, app.app));
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('lists', () => {
    it('gives administrators their organisation’s fundraisers, newest start first', async () => {
      const organiser = await signedInPrimaryAdmin(app.environment, app.app);
      const helper = await signedInSecondaryAdmin(app.environment, app.app, organiser.id);
      const later = await createFundraiser(client(), organiser.token, {
        fundRaisingStartTime: startOfUtcDay(5),
        fundRaisingEndTime: startOfUtcDay(5) + fundraiserLimits.weekMs,
      });
      const sooner = await createFundraiser(client(), organiser.token);
      await createGroups(client(), organiser.token, sooner._id, [{ groupName: 'Only' }]);
      await insertParticipantMember(app.environment, sooner._id);

      for (const caller of [organiser, helper]) {
        const response = await client().post(paths.adminList, undefined, caller.token);
        expect(response.status).toBe(200);
        const list = response.body.data as FundraiserSummary[];
        expect(list.map((row) => row._id)).toEqual([later._id, sooner._id]);
        expect(list[1]).toMatchObject({ groupCount: 1, participantCount: 1, status: 'notStarted', totalFunding: 0 });
        const byRole = await client().get(paths.byRole, caller.token);
        expect(byRole.body.data).toEqual(list);
      }
      const others = (await client().post(paths.adminList, undefined, stranger.token)).body.data as FundraiserSummary[];
      expect(others.map((row) => row._id)).not.toContain(later._id);
    });

    it('gives participants and team members the fundraisers they are members of', async () => {
      const joined = await createFundraiser(client(), primary.token);
      await createFundraiser(client(), primary.token);
      const participant = await insertParticipantMember(app.environment, joined._id);
      const teamMember = await insertTeamMember(app.environment, joined._id, participant.id);
      for (const member of [participant, teamMember]) {
        const token = await sessionFor(app.app, member.id);
        const response = await client().get(paths.byRole, token);
        expect(response.status).toBe(200);
        expect((response.body.data as FundraiserSummary[]).map((row) => row._id)).toEqual([joined._id]);
      }
    });
  });

  describe('getSimilarFundraisings', () => {
    it('finds names containing each other or sharing a word of 4 letters or more, at most 10', async () => {
      const tag = `Zq${randomUUID().slice(0, 6)}`;
      const word = `Marigold${randomUUID().slice(0, 4)}`;
      const lincoln = await createFundraiser(client(), stranger.token, {
        fundRaisingName: `${tag} Lincoln ${word} Fair`,
      });
      const short = await createFundraiser(client(), primary.token, { fundRaisingName: `${tag}` });
      const fair = await createFundraiser(client(), primary.token, { fundRaisingName: `Autumn ${tag}fair Gala` });
      await createFundraiser(client(), primary.token, { fundRaisingName: 'Unrelated Bake Day' });

      const similar = async (fundRaisingName: string) => {
        const response = await client().get(q(paths.similar, { fundRaisingName }), starter.token);
        expect(response.status).toBe(200);
        return (response.body.data as SimilarFundraiser[]).map((row) => row._id);
      };
      // Contains, and is contained by, and exact (any case) comes first.
      expect(await similar(tag.toLowerCase())).toEqual(expect.arrayContaining([short._id, lincoln._id, fair._id]));
      expect((await similar(tag.toUpperCase()))[0]).toBe(short._id);
      expect(await similar(`${tag} Lincoln ${word} Fair Extra`)).toEqual(
        expect.arrayContaining([lincoln._id, short._id]),
      );
      // A shared word of 4+ letters, in any case; short shared words do not count.
      expect(await similar(`${word.toUpperCase()} ${randomUUID().slice(0, 6)}`)).toEqual([lincoln._id]);
      expect(await similar(`${tag}fair Night`)).toContain(fair._id);
      expect(await similar(`The Gal ${randomUUID().slice(0, 6)}`)).toEqual([]);
      expect(await similar("' or 1=1 --")).toEqual([]);

      const many = `Yq${randomUUID().slice(0, 6)}`;
      await app.environment.sql(
        `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents)
         select gen_random_uuid(), $1 || ' number ' || n, now() + interval '1 day', now() + interval '8 days', 0
           from generate_series(1, 12) as n`,
        [many],
      );
      expect(await similar(many)).toHaveLength(10);

      const participant = await signedInAccount(app.environment, app.app, { role: 'participant' });
      expect((await client().get(q(paths.similar, { fundRaisingName: tag }), participant.token)).status).toBe(403);
      expect((await client().get(q(paths.similar, { fundRaisingName: tag }), plain.token)).status).toBe(403);
      const missing = await client().get(paths.similar, starter.token);
      expect([missing.status, missing.body.message]).toEqual([400, validationMessages.required('Fundraiser name')]);
    });
  });

  describe('getFundRaising (fundraisers to join)', () => {
    it('finds fundraisers not yet ended by part of the name, soonest first, with the caller’s membership', async () => {
      const tag = `Xq${randomUUID().slice(0, 6)}`;
      const participant = await signedInAccount(app.environment, app.app, { role: 'participant' });
      const member = await createFundraiser(client(), primary.token, {
        fundRaisingName: `${tag} Member`,
        fundRaisingStartTime: startOfUtcDay(3),
        fundRaisingEndTime: startOfUtcDay(3) + fundraiserLimits.weekMs,
      });
      const requested = await createFundraiser(client(), primary.token, { fundRaisingName: `${tag} Requested` });
      const running = await createFundraiser(client(), stranger.token, { fundRaisingName: `${tag} 100% Running` });
      const ended = await createFundraiser(client(), primary.token, { fundRaisingName: `${tag} Ended` });
      await moveStartIntoPast(app.environment, running._id);
      await endFundraiser(app.environment, ended._id);
      await app.environment.sql(
        `insert into fundraiser_memberships (id, fundraiser_id, account_id, role) values ($1, $2, $3, 'participant')`,
        [randomUUID(), member._id, participant.id],
      );
      await app.environment.sql(`insert into join_requests (id, fundraiser_id, account_id) values ($1, $2, $3)`, [
        randomUUID(),
        requested._id,
        participant.id,
      ]);

      const list = async (search: string, token = participant.token) => {
        const response = await client().get(q(paths.joinable, { search }), token);
        expect(response.status).toBe(200);
        return response.body.data as JoinableFundraiser[];
      };
      const found = await list(tag.toUpperCase());
      expect(found.map((row) => [row.fundRaisingName, row.membership])).toEqual([
        [`${tag} 100% Running`, 'none'],
        [`${tag} Requested`, 'requested'],
        [`${tag} Member`, 'member'],
      ]);
      expect(found[0]).toEqual({
        _id: running._id,
        fundRaisingName: `${tag} 100% Running`,
        city: 'Springfield',
        state: 'IL',
        fundRaisingStartTime: expect.any(Number),
        fundRaisingEndTime: expect.any(Number),
        membership: 'none',
      });
      // % is looked for as written, not as a wildcard.
      expect((await list(`${tag} 100%`)).map((row) => row._id)).toEqual([running._id]);
      expect(await list(`${tag} 1%0`)).toEqual([]);
      // Anyone signed in may look; the membership is the caller's own.
      expect((await list(tag, primary.token)).map((row) => row.membership)).toEqual(['none', 'none', 'none']);
      expect((await client().get(q(paths.joinable, { search: tag }))).status).toBe(401);
    });

    it('lists nothing without a search of at least 3 characters, and at most 20 matches', async () => {
      const participant = await signedInAccount(app.environment, app.app, { role: 'participant' });
      for (const path of [paths.joinable, q(paths.joinable, { search: ' ab ' }), q(paths.joinable, { search: '' })]) {
        const refused = await client().get(path, participant.token);
        expect([refused.status, refused.body.message]).toEqual([400, joinSearchTooShort]);
      }

      const many = `Wq${randomUUID().slice(0, 6)}`;
      await app.environment.sql(
        `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents)
         select gen_random_uuid(), $1 || ' ' || n, now() + interval '1 day', now() + interval '8 days', 0
           from generate_series(1, 25) as n`,
        [many],
      );
      const page = await client().get(q(paths.joinable, { search: many }), participant.token);
      expect([page.status, (page.body.data as JoinableFundraiser[]).length]).toEqual([
        200,
        joinSearchLimits.maxResults,
      ]);
    });

    it('finds a fundraiser by its public participant link or a donation link code, exactly and first', async () => {
      const tag = `Cq${randomUUID().slice(0, 6)}`;
      const participant = await signedInAccount(app.environment, app.app, { role: 'participant' });
      const byLink = await createFundraiser(client(), primary.token, { fundRaisingName: `Maple ${tag}` });
      const byReferral = await createFundraiser(client(), primary.token, { fundRaisingName: `Oak ${tag}` });
      const linkCode = `pub_${randomUUID().replaceAll('-', '').slice(0, 22)}`;
      const referralCode = `ref${randomUUID().replaceAll('-', '').slice(0, 20)}`;
      await app.environment.sql(
        `update fundraisers set participant_link_code = $2, participant_link_active = true where id = $1`,
        [byLink._id, linkCode],
      );
      await app.environment.sql(
        // Every fundraiser has its own donation code from its creation; this test names it.
        `update referral_codes set code = $1 where kind = 'fundraiser' and fundraiser_id = $2`,
        [referralCode, byReferral._id],
      );
      const list = async (search: string) => {
        const response = await client().get(q(paths.joinable, { search }), participant.token);
        expect(response.status).toBe(200);
        return (response.body.data as JoinableFundraiser[]).map((row) => row._id);
      };

      expect(await list(linkCode)).toEqual([byLink._id]);
      expect(await list(referralCode)).toEqual([byReferral._id]);
      // A code is compared whole and as written.
      expect(await list(linkCode.slice(0, -1))).toEqual([]);
      expect(await list(referralCode.toUpperCase())).toEqual([]);
      // A deactivated public link finds nothing.
      await app.environment.sql(`update fundraisers set participant_link_active = false where id = $1`, [byLink._id]);
      expect(await list(linkCode)).toEqual([]);
      // A fundraiser found by its code comes before those whose names merely contain the search.
      const named = await createFundraiser(client(), primary.token, {
        fundRaisingName: `Named ${referralCode}`,
        fundRaisingStartTime: startOfUtcDay(2),
        fundRaisingEndTime: startOfUtcDay(2) + fundraiserLimits.weekMs,
      });
      expect(await list(referralCode)).toEqual([byReferral._id, named._id]);
    });
  });
});
