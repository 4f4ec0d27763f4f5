import { randomUUID } from 'node:crypto';
import {
  fundraiserLimits,
  fundraiserMessages,
  identityMessages,
  joinSearchLimits,
  joinSearchTooShort,
  routeTable,
  validationMessages,
  type AdminFundraiserDashboard,
  type FundraiserDetail,
  type FundraiserSummary,
  type GroupDetail,
  type JoinableFundraiser,
  type SimilarFundraiser,
} from '@fundplay/contracts';
import sharp from 'sharp';
import { imageMessages } from '../../src/platform/storage/image-uploads';
import {
  createFundraiser,
  createGroups,
  defaultStart,
  del,
  endFundraiser,
  fundraiserBody,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  setGoal,
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  startOfUtcDay,
  type SignedInAccount,
} from '../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../support/test-apps';

const paths = {
  create: routeTable.createFundRaising.path,
  update: routeTable.updateFundRaising.path,
  remove: routeTable.deleteFundRaising.path,
  similar: routeTable.getSimilarFundraisings.path,
  joinable: routeTable.getFundRaising.path,
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

describe('fundraisers, groups and the admin fundraiser dashboard', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  /** Approved secondary admins of `primary`. */
  let starter: SignedInAccount; // startNewFundraiser
  let goalSetter: SignedInAccount; // changeGoalsAndCause
  let plain: SignedInAccount; // no privileges
  let inviter: SignedInAccount; // addNewAdministrator
  let pending: SignedInAccount; // not yet approved, fullAccess
  /** Another organisation. */
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
    const { environment, app: nest } = app;
    primary = await signedInPrimaryAdmin(environment, nest);
    starter = await signedInSecondaryAdmin(environment, nest, primary.id, { startNewFundraiser: true });
    goalSetter = await signedInSecondaryAdmin(environment, nest, primary.id, { changeGoalsAndCause: true });
    plain = await signedInSecondaryAdmin(environment, nest, primary.id);
    inviter = await signedInSecondaryAdmin(environment, nest, primary.id, { addNewAdministrator: true });
    pending = await signedInSecondaryAdmin(environment, nest, primary.id, { fullAccess: true }, { approved: false });
    stranger = await signedInPrimaryAdmin(environment, nest);
    strangersHelper = await signedInSecondaryAdmin(environment, nest, stranger.id, { fullAccess: true });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('createFundRaising', () => {
    it('creates a fundraiser of the caller’s organisation, without a goal yet, with masked bank numbers', async () => {
      const body = fundraiserBody({ fundRaisingName: 'Maple Street School Fair', state: 'il' });
      const response = await client().post(paths.create, body, primary.token);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(fundraiserMessages.created);
      const detail = response.body.data as FundraiserDetail;
      expect(detail).toMatchObject({
        fundRaisingName: 'Maple Street School Fair',
        address: '1 School Lane',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        fundRaisingTaxId: '123456789',
        fundRaisingRoutingNumber: '****0015',
        fundRaisingAccountNumber: '****6789',
        fundRaisingStartTime: body.fundRaisingStartTime,
        fundRaisingEndTime: body.fundRaisingEndTime,
        fundRaisingGoal: 0,
        fundRaisingCause: '',
        fundRaisingImage: null,
        fundRaisingStripe: null,
        totalFunding: 0,
        status: 'notStarted',
        statusMessage: fundraiserMessages.statusNotStarted,
        groupCount: 0,
        participantCount: 0,
        participantInvitationLink: '',
        adminInvitationLink: '',
        participantInvitationLinkStatus: false,
        adminInvitationLinkStatus: false,
        primaryAdminId: primary.id,
        permissions: {
          edit: true,
          delete: true,
          manageGroups: true,
          changeGoalsAndCause: true,
          approveParticipants: true,
          inviteAdministrators: true,
        },
      });
      const [row] = await app.environment.sql<{ account_number: string; created_by: string; goal_cents: string }>(
        'select account_number, created_by, goal_cents from fundraisers where id = $1',
        [detail._id],
      );
      expect(row).toEqual({ account_number: '000123456789', created_by: primary.id, goal_cents: '0' });
    });

    it.each([
      ['a start date in the past', { fundRaisingStartTime: startOfUtcDay(-2) }, fundraiserMessages.startDatePast],
      [
        'five weeks',
        { fundRaisingEndTime: defaultStart() + 5 * fundraiserLimits.weekMs },
        fundraiserMessages.durationWeeks,
      ],
      ['ten days', { fundRaisingEndTime: defaultStart() + 10 * 86_400_000 }, fundraiserMessages.durationWeeks],
      ['an end before the start', { fundRaisingEndTime: startOfUtcDay(0) }, fundraiserMessages.durationWeeks],
      ['no name', { fundRaisingName: undefined }, validationMessages.required('Fundraiser name')],
      ['a one-letter name', { fundRaisingName: 'A' }, fundraiserMessages.nameLength],
      ['a routing number of 8 digits', { fundRaisingRoutingNumber: '12345678' }, fundraiserMessages.routingNumber],
      ['an account number of 3 digits', { fundRaisingAccountNumber: '123' }, fundraiserMessages.accountNumber],
      ['a tax id with letters', { fundRaisingTaxId: '12-34567AB' }, fundraiserMessages.taxId],
      ['a 4-digit zip', { zip: '6270' }, fundraiserMessages.zip],
      ['a state name', { state: 'Illinois' }, fundraiserMessages.state],
      ['the authorised check unticked', { authorizedAccepted: false }, validationMessages.allChecks],
      ['a start date as text', { fundRaisingStartTime: 'tomorrow' }, fundraiserMessages.startDateInvalid],
    ])('refuses %s with 400 and the spec’s message', async (_what, overrides, message) => {
      const response = await client().post(paths.create, fundraiserBody(overrides), primary.token);
      expect(response.status).toBe(400);
      expect(Object.values(response.body.errors ?? {}).flat()).toContain(message);
    });

    it('lets a secondary admin holding startNewFundraiser create one for its primary admin’s organisation', async () => {
      const detail = await createFundraiser(client(), starter.token);
      expect(detail.primaryAdminId).toBe(primary.id);
      expect(detail.permissions).toMatchObject({ edit: true, delete: false, inviteAdministrators: false });
      const [row] = await app.environment.sql<{ created_by: string }>(
        'select created_by from fundraisers where id = $1',
        [detail._id],
      );
      expect(row?.created_by).toBe(starter.id);
      // The primary admin sees it among the organisation's fundraisers.
      expect((await dashboard(primary.token, detail._id)).status).toBe(200);
    });

    it('refuses a secondary admin without startNewFundraiser, and one still waiting for approval', async () => {
      for (const caller of [plain, goalSetter, pending]) {
        const response = await client().post(paths.create, fundraiserBody(), caller.token);
        expect(response.status).toBe(403);
      }
      const participant = await signedInAccount(app.environment, app.app, { role: 'participant' });
      expect((await client().post(paths.create, fundraiserBody(), participant.token)).status).toBe(403);
      expect((await client().post(paths.create, fundraiserBody())).status).toBe(401);
    });
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

  describe('updateFundRaising', () => {
    it('lets the primary admin change details, goal and cause before the start', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const start = startOfUtcDay(3);
      const response = await client().put(
        paths.update,
        {
          fundRaisingId: fundraiser._id,
          fundRaisingName: 'Renamed Fair',
          city: 'Shelbyville',
          fundRaisingAccountNumber: '98765432',
          fundRaisingStartTime: start,
          fundRaisingEndTime: start + 2 * fundraiserLimits.weekMs,
          fundRaisingGoal: 250_000,
          fundRaisingCause: 'New library books',
        },
        primary.token,
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(fundraiserMessages.updated);
      expect(response.body.data).toMatchObject({
        fundRaisingName: 'Renamed Fair',
        city: 'Shelbyville',
        fundRaisingAccountNumber: '****5432',
        fundRaisingStartTime: start,
        fundRaisingEndTime: start + 2 * fundraiserLimits.weekMs,
        fundRaisingGoal: 250_000,
        fundRaisingCause: 'New library books',
      });
    });

    it('lets the creator change anything, a changeGoalsAndCause holder only goal and cause, others nothing', async () => {
      const fundraiser = await createFundraiser(client(), starter.token);
      const byCreator = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingName: 'Creator Named It' },
        starter.token,
      );
      expect(byCreator.status).toBe(200);

      const goal = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingGoal: 50_000, fundRaisingCause: 'Uniforms' },
        goalSetter.token,
      );
      expect(goal.status).toBe(200);
      expect(goal.body.data).toMatchObject({
        fundRaisingGoal: 50_000,
        fundRaisingCause: 'Uniforms',
        permissions: { edit: false, delete: false, changeGoalsAndCause: true, manageGroups: true },
      });

      for (const [caller, body] of [
        [goalSetter, { fundRaisingName: 'Not Yours' }],
        [plain, { fundRaisingGoal: 60_000 }],
        [inviter, { fundRaisingCause: 'Something else' }],
      ] as const) {
        const refused = await client().put(paths.update, { fundRaisingId: fundraiser._id, ...body }, caller.token);
        expect([refused.status, refused.body.message]).toEqual([403, fundraiserMessages.onlyPrimaryAdminEdits]);
      }
    });

    it.each([
      ['a goal under $10', { fundRaisingGoal: 999 }, fundraiserMessages.goalMinimum],
      ['a goal with cents', { fundRaisingGoal: 1050 }, fundraiserMessages.goalWholeDollars],
      ['a one-letter cause', { fundRaisingCause: 'x' }, fundraiserMessages.causeLength],
      ['a start without an end', { fundRaisingStartTime: startOfUtcDay(2) }, 'Send the start and end together'],
      [
        'a start in the past',
        { fundRaisingStartTime: startOfUtcDay(-3), fundRaisingEndTime: startOfUtcDay(-3) + fundraiserLimits.weekMs },
        fundraiserMessages.startDatePast,
      ],
    ])('refuses %s with 400', async (_what, body, message) => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const response = await client().put(paths.update, { fundRaisingId: fundraiser._id, ...body }, primary.token);
      expect(response.status).toBe(400);
      expect(Object.values(response.body.errors ?? {}).flat()).toContain(message);
    });

    it('refuses a goal below the sum of the group goals', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Lions', groupTarget: 30_000 },
        { groupName: 'Tigers', groupTarget: 20_000 },
      ]);
      const below = await client().put(
        paths.update,
        { fundRaisingId: fundraiser._id, fundRaisingGoal: 49_900 },
        primary.token,
      );
      expect(below.status).toBe(400);
      expect(below.body).toEqual({
        message: fundraiserMessages.goalBelowGroups,
        errors: { fundRaisingGoal: [fundraiserMessages.goalBelowGroups] },
      });
      expect((await setGoal(client(), primary.token, fundraiser._id, 50_000)).fundRaisingGoal).toBe(50_000);
    });

    it('refuses every edit once the fundraiser has started', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(app.environment, fundraiser._id);
      for (const body of [
        { fundRaisingName: 'Too Late' },
        { fundRaisingGoal: 100_000 },
        { fundRaisingCause: 'Late' },
      ]) {
        const response = await client().put(paths.update, { fundRaisingId: fundraiser._id, ...body }, primary.token);
        expect([response.status, response.body.message]).toEqual([409, fundraiserMessages.editingDisabled]);
      }
      const data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser.permissions).toMatchObject({ edit: false, delete: false, manageGroups: false });
    });
  });

  describe('the logo (multipart updateFundRaising)', () => {
    async function putForm(token: string, fields: Record<string, string>, image?: Buffer, type = 'image/jpeg') {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      if (image) form.append('image', new Blob([new Uint8Array(image)], { type }), 'logo.jpg');
      const response = await fetch(`${app.url}${paths.update}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { message: string; data?: FundraiserDetail } };
    }

    const photo = () =>
      sharp({ create: { width: 1600, height: 800, channels: 3, background: '#2a6' } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'PhoneCo' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '51/1 30/1 0/1',
            GPSLongitudeRef: 'W',
            GPSLongitude: '0/1 7/1 0/1',
          },
        })
        .toBuffer();

    it('stores an uploaded logo without its metadata and serves it at /api/files/:id; form numbers are read', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const response = await putForm(
        primary.token,
        { fundRaisingId: fundraiser._id, fundRaisingGoal: '120000', fundRaisingCause: 'A new playground' },
        await photo(),
      );
      expect(response.status).toBe(200);
      expect(response.body.message).toBe(fundraiserMessages.updated);
      const detail = response.body.data as FundraiserDetail;
      expect(detail).toMatchObject({ fundRaisingGoal: 120_000, fundRaisingCause: 'A new playground' });
      expect(detail.fundRaisingImage).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

      const served = await fetch(`${app.url}${detail.fundRaisingImage}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await served.arrayBuffer());
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
      expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(1024);
    });

    it('replaces the logo after the start (it is cosmetic) and drops the old file; nothing else changes then', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const first = await putForm(primary.token, { fundRaisingId: fundraiser._id }, await photo());
      expect(first.body.message).toBe(fundraiserMessages.logoUpdated);
      await moveStartIntoPast(app.environment, fundraiser._id);

      const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00f0' } })
        .png()
        .toBuffer();
      const second = await putForm(primary.token, { fundRaisingId: fundraiser._id }, png, 'image/png');
      expect([second.status, second.body.message]).toEqual([200, fundraiserMessages.logoUpdated]);
      expect(second.body.data?.fundRaisingImage).not.toBe(first.body.data?.fundRaisingImage);
      expect((await fetch(`${app.url}${second.body.data?.fundRaisingImage}`)).headers.get('content-type')).toBe(
        'image/png',
      );
      expect((await fetch(`${app.url}${first.body.data?.fundRaisingImage}`)).status).toBe(404);

      const withDetails = await putForm(primary.token, { fundRaisingId: fundraiser._id, city: 'Elsewhere' }, png);
      expect([withDetails.status, withDetails.body.message]).toEqual([409, fundraiserMessages.editingDisabled]);
      // A changeGoalsAndCause holder may not change the logo.
      const byGoalSetter = await putForm(goalSetter.token, { fundRaisingId: fundraiser._id }, png);
      expect([byGoalSetter.status, byGoalSetter.body.message]).toEqual([403, fundraiserMessages.onlyPrimaryAdminEdits]);
      const [row] = await app.environment.sql<{ files: string }>('select count(*) as files from stored_files');
      expect(Number(row?.files)).toBeGreaterThan(0);
    });

    it('refuses a file that is not an image, and a form without the fundraiser', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const text = await putForm(primary.token, { fundRaisingId: fundraiser._id }, Buffer.from('not an image'));
      expect([text.status, text.body.message]).toEqual([400, imageMessages.wrongType]);
      const missing = await putForm(primary.token, {}, await photo());
      expect([missing.status, missing.body.message]).toEqual([400, 'Choose a fundraiser']);
      const data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser.fundRaisingImage).toBeNull();
    });
  });

  describe('deleteFundRaising', () => {
    it('lets only the primary admin delete, before the start, with its groups', async () => {
      const fundraiser = await createFundraiser(client(), starter.token);
      await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Doomed' }]);
      for (const caller of [starter, inviter]) {
        expect((await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), caller.token)).status).toBe(
          403,
        );
      }
      const deleted = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), primary.token);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({ message: fundraiserMessages.deleted, data: null });
      expect((await dashboard(primary.token, fundraiser._id)).status).toBe(404);
      const rows = await app.environment.sql('select 1 from fundraiser_groups where fundraiser_id = $1', [
        fundraiser._id,
      ]);
      expect(rows).toHaveLength(0);
      const again = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), primary.token);
      expect(again.status).toBe(404);
    });

    it('refuses to delete a fundraiser that has started', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(app.environment, fundraiser._id);
      const response = await del(client(), q(paths.remove, { fundRaisingId: fundraiser._id }), primary.token);
      expect([response.status, response.body.message]).toEqual([409, fundraiserMessages.deletionDisabled]);
    });
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

  describe('public links', () => {
    it('makes a pub_ code on first activation, keeps it when deactivated, and reuses it', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const on = await client().put(
        paths.participantLink,
        { fundRaisingId: fundraiser._id, status: true },
        plain.token,
      );
      expect(on.status).toBe(200);
      expect(on.body.message).toBe(fundraiserMessages.linkStatusChanged);
      const code = on.body.data.invitationCode as string;
      expect(code).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
      expect(on.body.data.status).toBe(true);

      const off = await client().put(
        paths.participantLink,
        { fundRaisingId: fundraiser._id, status: false },
        primary.token,
      );
      expect(off.body.data).toEqual({ invitationCode: code, status: false });
      let data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser).toMatchObject({
        participantInvitationLink: code,
        participantInvitationLinkStatus: false,
      });

      const again = await client().put(
        paths.participantLink,
        { fundRaisingId: fundraiser._id, status: true },
        primary.token,
      );
      expect(again.body.data).toEqual({ invitationCode: code, status: true });

      const admin = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: true }, inviter.token);
      expect(admin.status).toBe(200);
      expect(admin.body.data.invitationCode).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
      expect(admin.body.data.invitationCode).not.toBe(code);
      data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser).toMatchObject({
        participantInvitationLinkStatus: true,
        adminInvitationLink: admin.body.data.invitationCode,
        adminInvitationLinkStatus: true,
      });
    });

    it('keeps the administrator link to holders of addNewAdministrator, and never-made links empty', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const refused = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: true }, plain.token);
      expect(refused.status).toBe(403);
      const off = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: false }, primary.token);
      expect(off.body.data).toEqual({ invitationCode: '', status: false });
      const bad = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: 'yes' }, primary.token);
      expect([bad.status, bad.body.message]).toEqual([400, 'Choose whether the link is active']);
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
        `insert into referral_codes (code, kind, fundraiser_id) values ($1, 'fundraiser', $2)`,
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
