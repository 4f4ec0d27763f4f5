import {
  fundraiserLimits,
  fundraiserMessages,
  moneyMessages,
  routeTable,
  validationMessages,
  type FundraiserDetail,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import { signedInAdminTeam } from '../../support/admin-team';
import {
  createFundraiser,
  defaultStart,
  fundraiserBody,
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  startOfUtcDay,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { onboardedPayoutAccount } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  create: routeTable.createFundRaising.path,
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Use case: fundraisers/commands/create-fundraiser (POST createFundRaising). */
describe('createFundRaising', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('by the administrators of an organisation', () => {
    let primary: SignedInAccount;
    let starter: SignedInAccount; // startNewFundraiser
    let goalSetter: SignedInAccount; // changeGoalsAndCause
    let plain: SignedInAccount; // no privileges
    let pending: SignedInAccount; // not yet approved, fullAccess

    const client = () => app.client;

    async function dashboard(token: string, fundRaisingId: string) {
      return client().get(q(paths.dashboard, { fundRaisingId }), token);
    }

    beforeAll(async () => {
      ({ primary, starter, goalSetter, plain, pending } = await signedInAdminTeam(app.environment, app.app));
    });

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

  /*
   * The wizard sends one createFundRaising at its end with the groups, goal, cause and payout account (issue #19): a
   * fundraiser starting today has already started, so nothing could be added to it afterwards.
   */
  describe('with groups, goal, cause and payout account in one request', () => {
    let primary: SignedInAccount;
    /** A secondary admin of `primary` who may start fundraisers. */
    let starter: SignedInAccount;
    /** Another organisation's primary admin. */
    let stranger: SignedInAccount;

    const client = () => app.client;
    const env = () => app.environment;

    /** A payout account of `owner`'s, created and onboarded through the API, back to the wizard's payment step. */
    const verifiedAccount = (owner: SignedInAccount, name = 'Maple PTA') =>
      onboardedPayoutAccount(client(), env().config, owner.token, {
        name,
        returnPath: '/admin/fundraisers/new?step=payment',
      });

    async function fundraisersNamed(name: unknown) {
      return env().sql<{ id: string }>('select id from fundraisers where fund_raising_name = $1', [name]);
    }

    async function groupCount() {
      const [row] = await env().sql<{ count: string }>('select count(*) as count from fundraiser_groups');
      return Number(row?.count ?? 0);
    }

    beforeAll(async () => {
      primary = await signedInPrimaryAdmin(env(), app.app);
      starter = await signedInSecondaryAdmin(env(), app.app, primary.id, { startNewFundraiser: true });
      stranger = await signedInPrimaryAdmin(env(), app.app);
    });

    it('creates a fundraiser starting today with two groups, its goal, cause and a verified payout account', async () => {
      const accountId = await verifiedAccount(primary);
      const start = startOfUtcDay(0);
      const body = fundraiserBody({
        fundRaisingStartTime: start,
        fundRaisingEndTime: start + 3 * 7 * 86_400_000,
        timeZone: 'America/Chicago',
        fundRaisingGoal: 500_000,
        fundRaisingCause: 'New band uniforms',
        fundRaisingStripe: accountId,
        groups: [
          { groupName: 'Red Team', groupTarget: 200_000, groupCause: 'Drums' },
          { groupName: 'Blue Team', groupGoal: 100_000, adminEmail: primary.email },
        ],
      });
      const response = await client().post(routeTable.createFundRaising.path, body, primary.token);
      expect(response.status).toBe(201);
      const created = response.body.data as FundraiserDetail;
      expect(created).toMatchObject({
        fundRaisingName: body.fundRaisingName,
        fundRaisingGoal: 500_000,
        fundRaisingCause: 'New band uniforms',
        fundRaisingStripe: accountId,
        fundRaisingStartTime: start,
        status: 'inProgress',
        groupCount: 2,
      });

      const dashboard = await client().get(
        `${routeTable.getAdminDashboardByFundRaisingId.path}?fundRaisingId=${created._id}`,
        primary.token,
      );
      expect(dashboard.status).toBe(200);
      const groups = (dashboard.body.data.group as { groupName: string; groupTarget: number; stripe: string | null }[])
        .map(({ groupName, groupTarget, stripe }) => ({ groupName, groupTarget, stripe }))
        .sort((a, b) => a.groupName.localeCompare(b.groupName));
      expect(groups).toEqual([
        { groupName: 'Blue Team', groupTarget: 100_000, stripe: accountId },
        { groupName: 'Red Team', groupTarget: 200_000, stripe: accountId },
      ]);
      const [stored] = await env().sql<{ time_zone: string; cause: string; admin: string | null }>(
        `select f.time_zone, g.cause, g.admin_account_id as admin from fundraisers f
           join fundraiser_groups g on g.fundraiser_id = f.id where f.id = $1 and g.name = 'Blue Team'`,
        [created._id],
      );
      expect(stored).toEqual({ time_zone: 'America/Chicago', cause: '', admin: primary.id });
    });

    it.each([
      { zone: 'America/Chicago', sent: { timeZone: 'America/Chicago' } },
      { zone: 'the default zone, New York (older clients send none)', sent: {} },
    ])(
      'refuses a fundraiser starting today in $zone without its goal and cause, on those fields, and creates nothing',
      async ({ sent }) => {
        // Started a minute ago: today wherever it takes place, and not yet "a past date".
        const start = Date.now() - 60_000;
        const schedule = { fundRaisingStartTime: start, fundRaisingEndTime: start + 3 * 7 * 86_400_000 };
        const body = fundraiserBody({ ...schedule, ...sent, groups: [{ groupName: 'Red Team' }] });
        const response = await client().post(routeTable.createFundRaising.path, body, primary.token);
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({
          fundRaisingGoal: [fundraiserMessages.goalNeededToday],
          fundRaisingCause: [fundraiserMessages.causeNeededToday],
        });
        expect(await fundraisersNamed(body.fundRaisingName)).toEqual([]);

        const withGoal = fundraiserBody({ ...schedule, ...sent, fundRaisingGoal: 100_000 });
        const noCause = await client().post(routeTable.createFundRaising.path, withGoal, primary.token);
        expect([noCause.status, noCause.body.message, noCause.body.errors]).toEqual([
          400,
          fundraiserMessages.causeNeededToday,
          { fundRaisingCause: [fundraiserMessages.causeNeededToday] },
        ]);

        const complete = fundraiserBody({ ...schedule, ...sent, fundRaisingGoal: 100_000, fundRaisingCause: 'Books' });
        const created = await client().post(routeTable.createFundRaising.path, complete, primary.token);
        expect(created.status).toBe(201);
        expect(created.body.data).toMatchObject({ fundRaisingGoal: 100_000, fundRaisingCause: 'Books' });
      },
    );

    it('creates a fundraiser starting after today without a goal or cause: they can be set before it starts', async () => {
      const response = await client().post(routeTable.createFundRaising.path, fundraiserBody(), primary.token);
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ fundRaisingGoal: 0, fundRaisingCause: '', status: 'notStarted' });
    });

    it('lets a secondary admin who may start fundraisers link the organisation’s payout account', async () => {
      const accountId = await verifiedAccount(primary, 'Organisation account');
      const response = await client().post(
        routeTable.createFundRaising.path,
        fundraiserBody({ fundRaisingGoal: 100_000, fundRaisingCause: 'Books', fundRaisingStripe: accountId }),
        starter.token,
      );
      expect(response.status).toBe(201);
      expect((response.body.data as FundraiserDetail).fundRaisingStripe).toBe(accountId);
    });

    it.each([
      {
        problem: 'two groups with the same name',
        groups: [{ groupName: 'Red Team' }, { groupName: 'red team' }],
        status: 400,
        field: 'groups.1.groupName',
        message: fundraiserMessages.groupNamesUnique,
      },
      {
        problem: 'group goals above the fundraiser goal',
        groups: [
          { groupName: 'Red Team', groupTarget: 300_000 },
          { groupName: 'Blue Team', groupTarget: 300_000 },
        ],
        status: 400,
        field: 'groups.1.groupTarget',
        message: fundraiserMessages.groupGoalAtMost(2000),
      },
      {
        problem: 'a group admin who is not an administrator of the organisation',
        groups: [{ groupName: 'Red Team', adminEmail: 'nobody@example.com' }],
        status: 400,
        field: 'groups.0.adminEmail',
        message: fundraiserMessages.groupAdminUnknown,
      },
    ])('refuses the whole request for $problem and creates nothing', async ({ groups, status, field, message }) => {
      const groupsBefore = await groupCount();
      const body = fundraiserBody({ fundRaisingGoal: 500_000, fundRaisingCause: 'Trip', groups });
      const response = await client().post(routeTable.createFundRaising.path, body, primary.token);
      expect(response.status).toBe(status);
      expect(response.body.message).toBe(message);
      expect(response.body.errors?.[field]).toEqual([message]);
      expect(await fundraisersNamed(body.fundRaisingName)).toEqual([]);
      expect(await groupCount()).toBe(groupsBefore);
    });

    it('refuses a payout account of another organisation and creates nothing', async () => {
      const theirs = await verifiedAccount(stranger, 'Their PTA');
      const body = fundraiserBody({
        fundRaisingGoal: 500_000,
        fundRaisingCause: 'Trip',
        fundRaisingStripe: theirs,
        groups: [{ groupName: 'Red Team' }],
      });
      const response = await client().post(routeTable.createFundRaising.path, body, primary.token);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(moneyMessages.accountNotFound);
      expect(await fundraisersNamed(body.fundRaisingName)).toEqual([]);
    });

    it('refuses a payout account whose onboarding is not finished and creates nothing', async () => {
      const created = await client().post(routeTable.createStripeAccount.path, { name: 'Half done' }, primary.token);
      const { accountId } = created.body.data as PayoutAccountRow;
      const body = fundraiserBody({ fundRaisingGoal: 500_000, fundRaisingCause: 'Trip', fundRaisingStripe: accountId });
      const response = await client().post(routeTable.createFundRaising.path, body, primary.token);
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(moneyMessages.accountNotVerified);
      expect(await fundraisersNamed(body.fundRaisingName)).toEqual([]);
    });
  });

  describe('with the time zone it takes place in', () => {
    const client = () => app.client;
    const env = () => app.environment;

    it('stores the time zone a fundraiser is created with, and refuses one Intl does not know', async () => {
      const admin = await signedInPrimaryAdmin(env(), app.app);
      const created = await createFundraiser(client(), admin.token, { timeZone: 'America/Chicago' });
      expect(await env().sql('select time_zone from fundraisers where id = $1', [created._id])).toEqual([
        { time_zone: 'America/Chicago' },
      ]);

      const bad = await client().post(
        routeTable.createFundRaising.path,
        fundraiserBody({ timeZone: 'Mars/Olympus_Mons' }),
        admin.token,
      );
      expect(bad.status).toBe(400);
      expect(bad.body.errors?.timeZone).toEqual([fundraiserMessages.timeZone]);

      const older = await createFundraiser(client(), admin.token);
      expect(await env().sql('select time_zone from fundraisers where id = $1', [older._id])).toEqual([
        { time_zone: 'America/New_York' },
      ]);
    });
  });
});
