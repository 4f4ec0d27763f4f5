import {
  fundraiserMessages,
  moneyMessages,
  routeTable,
  type FundraiserDetail,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import {
  fundraiserBody,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  startOfUtcDay,
  type SignedInAccount,
} from '../support/fundraiser-helpers';
import { onboardedPayoutAccount } from '../support/payment-helpers';
import { startTestApp, type TestApp } from '../support/test-apps';

/*
 * The wizard sends one createFundRaising at its end with the groups, goal, cause and payout account (issue #19): a
 * fundraiser starting today has already started, so nothing could be added to it afterwards.
 */
describe('createFundRaising with groups, goal, cause and payout account in one request', () => {
  let app: TestApp;
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
    app = await startTestApp({ CAPTCHA: 'off' });
    primary = await signedInPrimaryAdmin(env(), app.app);
    starter = await signedInSecondaryAdmin(env(), app.app, primary.id, { startNewFundraiser: true });
    stranger = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
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
