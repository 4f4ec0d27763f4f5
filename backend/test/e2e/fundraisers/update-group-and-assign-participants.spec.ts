import { randomUUID } from 'node:crypto';
import { fundraiserMessages, identityMessages, routeTable, type AdminFundraiserDashboard } from '@fundplay/contracts';
import { signedInAdminTeam } from '../../support/admin-team';
import {
  createFundraiser,
  createGroups,
  del,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
  createGroups: routeTable.createGroups.path,
  updateGroup: routeTable.updateGroup.path,
  assign: routeTable.assignParticipantToGroup.path,
  deleteGroup: routeTable.deleteGroup.path,
  groupAdmin: routeTable.updateGroupAdmin.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: fundraisers/commands/update-group, change-group-admin, assign-participant-to-group and delete-group.
 */
describe('changing groups and placing participants in them', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let goalSetter: SignedInAccount; // changeGoalsAndCause
  let plain: SignedInAccount; // no privileges
  let inviter: SignedInAccount; // addNewAdministrator
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
    ({ primary, goalSetter, plain, inviter, pending, stranger } = await signedInAdminTeam(app.environment, app.app));
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('groups', () => {
    it('updates a group’s name, goal and cause, keeping names unique', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [alpha] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Alpha' },
        { groupName: 'Beta' },
      ]);
      const clash = await client().put(paths.updateGroup, { groupId: alpha?._id, groupName: 'BETA' }, primary.token);
      expect(clash.status).toBe(409);
      expect(clash.body).toEqual({
        message: fundraiserMessages.groupNamesUnique,
        errors: { groupName: [fundraiserMessages.groupNamesUnique] },
      });
      const update = await client().put(
        paths.updateGroup,
        { groupId: alpha?._id, groupName: 'ALPHA', groupTarget: 5_000, groupCause: 'Field trip' },
        primary.token,
      );
      expect(update.status).toBe(200);
      expect(update.body.message).toBe(fundraiserMessages.groupUpdated);
      expect(update.body.data).toMatchObject({ groupName: 'ALPHA', groupTarget: 5_000, groupCause: 'Field trip' });
      const short = await client().put(paths.updateGroup, { groupId: alpha?._id, groupName: 'A' }, primary.token);
      expect([short.status, short.body.message]).toEqual([400, fundraiserMessages.groupNameLength]);
    });

    it('lets a group’s own admin manage that group only, and holders of changeGoalsAndCause manage all', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [mine, theirs] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Plain’s Group', adminEmail: plain.email },
        { groupName: 'Other Group' },
      ]);
      const own = await client().put(paths.updateGroup, { groupId: mine?._id, groupCause: 'Our cause' }, plain.token);
      expect(own.status).toBe(200);
      const other = await client().put(paths.updateGroup, { groupId: theirs?._id, groupCause: 'Nope' }, plain.token);
      expect([other.status, other.body.message]).toEqual([403, identityMessages.forbidden]);
      const create = await client().post(
        paths.createGroups,
        { groups: [{ groupName: 'Plain Made', fundRaisingId: fundraiser._id }] },
        plain.token,
      );
      expect(create.status).toBe(403);
      const byHolder = await client().post(
        paths.createGroups,
        { groups: [{ groupName: 'Holder Made', fundRaisingId: fundraiser._id }] },
        goalSetter.token,
      );
      expect(byHolder.status).toBe(201);
      const removed = await del(client(), q(paths.deleteGroup, { groupId: theirs?._id ?? '' }), goalSetter.token);
      expect(removed.status).toBe(200);
    });

    it('changes a group’s admin to another administrator of the organisation only', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [group] = await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Admined' }]);
      const changed = await client().put(paths.groupAdmin, { groupId: group?._id, adminId: inviter.id }, primary.token);
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe(fundraiserMessages.groupAdminChanged);
      expect(changed.body.data.admin).toMatchObject({ _id: inviter.id, email: inviter.email });
      // The group's admin may hand it on.
      const handedOn = await client().put(
        paths.groupAdmin,
        { groupId: group?._id, adminId: primary.id },
        inviter.token,
      );
      expect(handedOn.body.data.admin._id).toBe(primary.id);
      for (const adminId of [stranger.id, pending.id, randomUUID()]) {
        const refused = await client().put(paths.groupAdmin, { groupId: group?._id, adminId }, primary.token);
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(fundraiserMessages.groupAdminUnknown);
      }
    });

    it('assigns participants of the fundraiser to one group at a time; deleting a group unassigns them', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [red, blue] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Red' },
        { groupName: 'Blue', adminEmail: plain.email },
      ]);
      const participant = await insertParticipantMember(app.environment, fundraiser._id);
      const teamMember = await insertTeamMember(app.environment, fundraiser._id, participant.id);
      const unassigned = await insertParticipantMember(app.environment, fundraiser._id);

      const assigned = await client().put(
        paths.assign,
        { groupId: red?._id, participantId: participant.id },
        primary.token,
      );
      expect(assigned.status).toBe(200);
      expect(assigned.body).toEqual({ message: fundraiserMessages.participantAssigned, data: null });
      let data = await dashboardData(primary.token, fundraiser._id);
      const redGroup = data.group.find((group) => group._id === red?._id);
      expect(redGroup?.participants.map((row) => row._id)).toEqual([participant.id]);
      expect(redGroup?.teamMember.map((row) => row._id)).toEqual([teamMember.id]);
      expect(data.participants.map((row) => [row._id, row.groupId]).sort()).toEqual(
        [
          [participant.id, red?._id],
          [unassigned.id, null],
        ].sort(),
      );
      expect(data.fundRaiser.participantCount).toBe(2);

      // Blue's admin may not take a participant out of Red; the fundraiser's admin may move them.
      const poach = await client().put(
        paths.assign,
        { groupId: blue?._id, participantId: participant.id },
        plain.token,
      );
      expect(poach.status).toBe(403);
      const moved = await client().put(
        paths.assign,
        { groupId: blue?._id, participantId: participant.id },
        primary.token,
      );
      expect(moved.status).toBe(200);
      data = await dashboardData(primary.token, fundraiser._id);
      expect(data.group.find((group) => group._id === red?._id)?.participants).toEqual([]);
      expect(data.group.find((group) => group._id === blue?._id)?.participants.map((row) => row._id)).toEqual([
        participant.id,
      ]);
      // Blue's admin may take an unassigned participant.
      expect(
        (await client().put(paths.assign, { groupId: blue?._id, participantId: unassigned.id }, plain.token)).status,
      ).toBe(200);

      for (const participantId of [
        teamMember.id,
        randomUUID(),
        (await insertParticipantMember(app.environment, (await createFundraiser(client(), primary.token))._id)).id,
      ]) {
        const refused = await client().put(paths.assign, { groupId: red?._id, participantId }, primary.token);
        expect([refused.status, refused.body.message]).toEqual([404, fundraiserMessages.participantNotMember]);
      }

      const removed = await del(client(), q(paths.deleteGroup, { groupId: blue?._id ?? '' }), primary.token);
      expect(removed.body).toEqual({ message: fundraiserMessages.groupDeleted, data: null });
      data = await dashboardData(primary.token, fundraiser._id);
      expect(data.group.map((group) => group._id)).toEqual([red?._id]);
      expect(data.participants.map((row) => row.groupId)).toEqual([null, null]);
    });

    it('refuses every group change once the fundraiser has started', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [group] = await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Frozen' }]);
      await moveStartIntoPast(app.environment, fundraiser._id);
      const groupId = group?._id ?? '';
      const attempts = [
        await client().post(
          paths.createGroups,
          { groups: [{ groupName: 'Late', fundRaisingId: fundraiser._id }] },
          primary.token,
        ),
        await client().put(paths.updateGroup, { groupId, groupCause: 'Late cause' }, primary.token),
        await client().put(paths.groupAdmin, { groupId, adminId: plain.id }, primary.token),
        await del(client(), q(paths.deleteGroup, { groupId }), primary.token),
      ];
      for (const response of attempts) {
        expect([response.status, response.body.message]).toEqual([409, fundraiserMessages.groupActionsDisabled]);
      }
    });

    it('still places a participant admitted after the start in a group, but never moves one', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [first, second] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Early' },
        { groupName: 'Late' },
      ]);
      const lateJoiner = await insertParticipantMember(app.environment, fundraiser._id);
      await moveStartIntoPast(app.environment, fundraiser._id);
      const placed = await client().put(
        paths.assign,
        { groupId: first?._id ?? '', participantId: lateJoiner.id },
        primary.token,
      );
      expect(placed.status).toBe(200);
      const moved = await client().put(
        paths.assign,
        { groupId: second?._id ?? '', participantId: lateJoiner.id },
        primary.token,
      );
      expect([moved.status, moved.body.message]).toEqual([409, fundraiserMessages.groupActionsDisabled]);
      const data = await dashboardData(primary.token, fundraiser._id);
      expect(data.participants.find((row) => row._id === lateJoiner.id)?.groupId).toBe(first?._id);
    });
  });
});
