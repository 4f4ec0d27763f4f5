import { fundraiserMessages, routeTable, type AdminFundraiserDashboard, type GroupDetail } from '@fundplay/contracts';
import { signedInAdminTeam } from '../../support/admin-team';
import { createFundraiser, createGroups, setGoal, type SignedInAccount } from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
  createGroups: routeTable.createGroups.path,
  updateGroup: routeTable.updateGroup.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Use case: fundraisers/commands/create-groups. */
describe('createGroups', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let plain: SignedInAccount; // no privileges
  let pending: SignedInAccount; // not yet approved, fullAccess
  let stranger: SignedInAccount;

  const client = () => app.client;

  async function dashboard(token: string, fundRaisingId: string) {
    return client().get(q(paths.dashboard, { fundRaisingId }), token);
  }

  async function dashboardData(token: string, fundRaisingId: string): Promise<AdminFundraiserDashboard> {
    const response = await dashboard(token, fundRaisingId);
    expect(response.status).toBe(200);
    return response.body.data as AdminFundraiserDashboard;
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    ({ primary, plain, pending, stranger } = await signedInAdminTeam(app.environment, app.app));
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('groups', () => {
    it('creates groups with an admin from the organisation, shown on the dashboard', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const response = await client().post(
        paths.createGroups,
        {
          groups: [
            {
              groupName: 'Red Team',
              adminEmail: plain.email,
              groupTarget: 20_000,
              groupCause: 'Red jerseys',
              fundRaisingId: fundraiser._id,
            },
            { groupName: 'Blue Team', groupGoal: 10_000, adminEmail: '', fundRaisingId: fundraiser._id },
          ],
        },
        primary.token,
      );
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(fundraiserMessages.groupCreated);
      const groups = response.body.data as GroupDetail[];
      expect(
        groups.map((group) => [group.groupName, group.groupTarget, group.groupCause, group.admin?._id ?? null]),
      ).toEqual([
        ['Red Team', 20_000, 'Red jerseys', plain.id],
        ['Blue Team', 10_000, '', null],
      ]);
      expect(groups[0]).toMatchObject({
        fundRaisingId: fundraiser._id,
        groupTotalDonations: 0,
        stripe: null,
        participants: [],
        teamMember: [],
        admin: { _id: plain.id, email: plain.email, role: 'secondaryAdmin' },
      });
      const data = await dashboardData(primary.token, fundraiser._id);
      expect(data.group.map((group) => group.groupName)).toEqual(['Red Team', 'Blue Team']);
      expect(data.fundRaiser.groupCount).toBe(2);
    });

    it('keeps group names unique per fundraiser, ignoring case, within a request and against existing groups', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Eagles' }]);
      const twice = await client().post(
        paths.createGroups,
        {
          groups: [
            { groupName: 'Hawks', fundRaisingId: fundraiser._id },
            { groupName: 'HAWKS', fundRaisingId: fundraiser._id },
          ],
        },
        primary.token,
      );
      expect([twice.status, twice.body.message]).toEqual([400, fundraiserMessages.groupNamesUnique]);
      const existing = await client().post(
        paths.createGroups,
        {
          groups: [
            { groupName: 'Owls', fundRaisingId: fundraiser._id },
            { groupName: 'eagles', fundRaisingId: fundraiser._id },
          ],
        },
        primary.token,
      );
      expect(existing.status).toBe(409);
      expect(existing.body).toEqual({
        message: fundraiserMessages.groupNamesUnique,
        errors: { 'groups.1.groupName': [fundraiserMessages.groupNamesUnique] },
      });
      // Another fundraiser may use the same name.
      const other = await createFundraiser(client(), primary.token);
      await createGroups(client(), primary.token, other._id, [{ groupName: 'Eagles' }]);
    });

    it('turns two requests racing for one name into one group and the same 409', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const body = { groups: [{ groupName: 'Racers', fundRaisingId: fundraiser._id }] };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => client().post(paths.createGroups, body, primary.token)),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
      for (const answer of answers.filter((candidate) => candidate.status === 409)) {
        expect(answer.body.message).toBe(fundraiserMessages.groupNamesUnique);
      }
    });

    it('refuses a group admin who is not an approved administrator of the organisation', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      for (const adminEmail of [stranger.email, pending.email, 'nobody@example.com']) {
        const response = await client().post(
          paths.createGroups,
          { groups: [{ groupName: 'Ghosts', adminEmail, fundRaisingId: fundraiser._id }] },
          primary.token,
        );
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          message: fundraiserMessages.groupAdminUnknown,
          errors: { 'groups.0.adminEmail': [fundraiserMessages.groupAdminUnknown] },
        });
      }
    });

    it('keeps group goals within the fundraiser goal, with the spec’s hints', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await setGoal(client(), primary.token, fundraiser._id, 100_000);
      const [first] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'One', groupTarget: 30_000 },
        { groupName: 'Two', groupTarget: 20_000 },
      ]);
      const tooMuch = await client().post(
        paths.createGroups,
        { groups: [{ groupName: 'Three', groupTarget: 60_000, fundRaisingId: fundraiser._id }] },
        primary.token,
      );
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body).toEqual({
        message: fundraiserMessages.groupGoalAtMost(500),
        errors: { 'groups.0.groupTarget': ['You can set the group goal to at most $500'] },
      });
      // Within one request, each group counts against the next.
      const pair = await client().post(
        paths.createGroups,
        {
          groups: [
            { groupName: 'Three', groupTarget: 40_000, fundRaisingId: fundraiser._id },
            { groupName: 'Four', groupTarget: 20_000, fundRaisingId: fundraiser._id },
          ],
        },
        primary.token,
      );
      expect(pair.body.message).toBe(fundraiserMessages.groupGoalAtMost(100));
      await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Full', groupTarget: 50_000 }]);
      const atCapacity = await client().post(
        paths.createGroups,
        { groups: [{ groupName: 'Five', groupTarget: 100, fundRaisingId: fundraiser._id }] },
        primary.token,
      );
      expect([atCapacity.status, atCapacity.body.message]).toEqual([400, fundraiserMessages.groupGoalAtCapacity]);
      await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Zero', groupTarget: 0 }]);

      const [zero] = (await dashboardData(primary.token, fundraiser._id)).group.filter((g) => g.groupName === 'Zero');
      const full = await client().put(paths.updateGroup, { groupId: zero?._id, groupTarget: 100 }, primary.token);
      expect([full.status, full.body.message]).toEqual([400, fundraiserMessages.groupGoalAtCapacity]);
      const raise = await client().put(paths.updateGroup, { groupId: first?._id, groupTarget: 30_100 }, primary.token);
      expect([raise.status, raise.body.message]).toEqual([400, fundraiserMessages.groupGoalAtMost(300)]);
      expect(raise.body.errors).toEqual({ groupTarget: ['You can set the group goal to at most $300'] });
      const lower = await client().put(paths.updateGroup, { groupId: first?._id, groupTarget: 10_000 }, primary.token);
      expect([lower.status, lower.body.data?.groupTarget]).toEqual([200, 10_000]);
      const zeroNow = await client().put(paths.updateGroup, { groupId: zero?._id, groupTarget: 20_000 }, primary.token);
      expect([zeroNow.status, zeroNow.body.data?.groupTarget]).toEqual([200, 20_000]);
    });
  });
});
