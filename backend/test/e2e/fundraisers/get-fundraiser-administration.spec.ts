import { randomUUID } from 'node:crypto';
import { fundraiserMessages, routeTable, type AdminFundraiserDashboard } from '@fundplay/contracts';
import { signedInAdminTeam } from '../../support/admin-team';
import {
  createFundraiser,
  createGroups,
  del,
  endFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  setGoal,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  update: routeTable.updateFundRaising.path,
  remove: routeTable.deleteFundRaising.path,
  byRole: routeTable.getFundRaisingByRole.path,
  adminList: routeTable.getAdminFundRaisings.path,
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
  participantLink: routeTable.updateParticipantGeneralInvitationLink.path,
  adminLink: routeTable.updateAdminGeneralInvitationLink.path,
  createGroups: routeTable.createGroups.path,
  updateGroup: routeTable.updateGroup.path,
  assign: routeTable.assignParticipantToGroup.path,
  deleteGroup: routeTable.deleteGroup.path,
  groupAdmin: routeTable.updateGroupAdmin.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: the admin fundraiser dashboard (views/queries/get-admin-fundraiser-dashboard over
 * fundraisers/queries/get-fundraiser-administration), and which organisation's administrators may see or act on a
 * fundraiser at all.
 */
describe('the admin fundraiser dashboard and its scope', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let starter: SignedInAccount; // startNewFundraiser
  let goalSetter: SignedInAccount; // changeGoalsAndCause
  let plain: SignedInAccount; // no privileges
  let inviter: SignedInAccount; // addNewAdministrator
  let pending: SignedInAccount; // not yet approved, fullAccess
  let stranger: SignedInAccount;
  let strangersHelper: SignedInAccount; // fullAccess secondary admin of `stranger`

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
    ({ primary, starter, goalSetter, plain, inviter, pending, stranger, strangersHelper } = await signedInAdminTeam(
      app.environment,
      app.app,
    ));
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('scope', () => {
    it('answers 404 to administrators of another organisation, and to unknown ids', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const groups = await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Scoped' }]);
      const groupId = groups[0]?._id ?? '';
      for (const outsider of [stranger, strangersHelper]) {
        const attempts = [
          await dashboard(outsider.token, fundraiser._id),
          await client().put(
            paths.update,
            { fundRaisingId: fundraiser._id, fundRaisingCause: 'Mine now' },
            outsider.token,
          ),
          await client().put(paths.participantLink, { fundRaisingId: fundraiser._id, status: true }, outsider.token),
          await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: true }, outsider.token),
          await client().post(
            paths.createGroups,
            { groups: [{ groupName: 'Intruders', fundRaisingId: fundraiser._id }] },
            outsider.token,
          ),
        ];
        for (const response of attempts) {
          expect([response.status, response.body.message]).toEqual([404, fundraiserMessages.notFound]);
        }
        const groupAttempts = [
          await client().put(paths.updateGroup, { groupId, groupCause: 'Taken over' }, outsider.token),
          await del(client(), q(paths.deleteGroup, { groupId }), outsider.token),
          await client().put(paths.groupAdmin, { groupId, adminId: outsider.id }, outsider.token),
          await client().put(paths.assign, { groupId, participantId: randomUUID() }, outsider.token),
        ];
        for (const response of groupAttempts) {
          expect([response.status, response.body.message]).toEqual([404, fundraiserMessages.groupNotFound]);
        }
      }
      const deletion = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), stranger.token);
      expect([deletion.status, deletion.body.message]).toEqual([404, fundraiserMessages.notFound]);
      expect((await dashboard(primary.token, fundraiser._id)).status).toBe(200);

      expect((await dashboard(primary.token, randomUUID())).status).toBe(404);
      const group = await client().put(paths.updateGroup, { groupId: randomUUID(), groupCause: 'x y' }, primary.token);
      expect([group.status, group.body.message]).toEqual([404, fundraiserMessages.groupNotFound]);
    });

    it('answers 400, not 500, to ids that are not UUIDs', async () => {
      const response = await dashboard(primary.token, "1' or '1'='1");
      expect([response.status, response.body.message]).toEqual([400, 'Choose a fundraiser']);
      const group = await del(client(), q(paths.deleteGroup, { groupId: 'nope' }), primary.token);
      expect([group.status, group.body.message]).toEqual([400, 'Choose a group']);
    });

    it('gives a secondary admin waiting for approval nothing to act on', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      expect(await client().post(paths.adminList, undefined, pending.token)).toMatchObject({
        status: 200,
        body: { data: [] },
      });
      expect((await client().get(paths.byRole, pending.token)).body.data).toEqual([]);
      expect((await dashboard(pending.token, fundraiser._id)).status).toBe(404);
      const update = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingCause: 'Sneaky' },
        pending.token,
      );
      expect(update.status).toBe(404);
    });
  });

  describe('the admin fundraiser dashboard', () => {
    it('shows the fundraiser, its administrators, groups, participants, and empty games and sponsors', async () => {
      const fundraiser = await createFundraiser(client(), primary.token, {
        fundRaisingAccountNumber: '4444333322221111',
      });
      await setGoal(client(), primary.token, fundraiser._id, 500_000);
      const [group] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Seniors', groupTarget: 200_000, adminEmail: goalSetter.email },
      ]);
      const participant = await insertParticipantMember(app.environment, fundraiser._id, { groupId: group?._id });
      const response = await dashboard(goalSetter.token, fundraiser._id);
      expect(response.status).toBe(200);
      const data = response.body.data as AdminFundraiserDashboard;
      expect(Object.keys(data).sort()).toEqual(['admin', 'fundRaiser', 'games', 'group', 'participants', 'sponsors']);
      expect(data.fundRaiser).toMatchObject({
        _id: fundraiser._id,
        fundRaisingGoal: 500_000,
        fundRaisingAccountNumber: '****1111',
        fundRaisingRoutingNumber: '****0015',
        status: 'notStarted',
        groupCount: 1,
        participantCount: 1,
        permissions: { edit: false, delete: false, changeGoalsAndCause: true, approveParticipants: false },
      });
      expect(JSON.stringify(data)).not.toContain('4444333322221111');
      const adminIds = data.admin.map((admin) => admin._id);
      expect(adminIds[0]).toBe(primary.id);
      expect(adminIds).toEqual(expect.arrayContaining([starter.id, goalSetter.id, plain.id, inviter.id]));
      expect(adminIds).not.toContain(pending.id);
      expect(adminIds).not.toContain(stranger.id);
      expect(data.group).toEqual([
        expect.objectContaining({
          _id: group?._id,
          groupName: 'Seniors',
          groupTarget: 200_000,
          admin: expect.objectContaining({ _id: goalSetter.id }),
          participants: [
            expect.objectContaining({ _id: participant.id, email: participant.email, groupId: group?._id }),
          ],
        }),
      ]);
      expect(data.participants).toEqual([
        {
          _id: participant.id,
          firstName: 'Test',
          lastName: 'Person',
          fullName: 'Test Person',
          email: participant.email,
          phoneNo: participant.phoneNo,
          totalDonations: 0,
          tokens: 0,
          groupId: group?._id,
        },
      ]);
      expect(data.games).toEqual([]);
      expect(data.sponsors).toEqual([]);
    });

    it('reports a started fundraiser without payout accounts as started but inactive, and an ended one as ended', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(app.environment, fundraiser._id);
      let data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser).toMatchObject({
        status: 'startedButInactive',
        statusMessage: fundraiserMessages.statusInactive,
      });
      await endFundraiser(app.environment, fundraiser._id);
      data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser).toMatchObject({ status: 'ended', statusMessage: fundraiserMessages.statusEnded });
    });
  });
});
