import { createHash } from 'node:crypto';
import { routeTable } from '@fundplay/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { verify } from '@node-rs/argon2';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import {
  demoAccounts,
  demoFundraiser,
  demoInvitee,
  demoPassword,
  demoUpcomingFundraiser,
  seedDemoData,
  type DemoSeed,
} from '../../src/seed-demo';
import { sessionFor } from '../support/fundraiser-helpers';
import { api } from '../support/identity-helpers';
import { startApi } from '../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

const DAY_MS = 86_400_000;

describe('the demo seed', () => {
  let environment: TestEnvironment;
  let orm: MikroORM;
  let seed: DemoSeed;
  const now = new Date();
  const today = Math.trunc(now.getTime() / DAY_MS) * DAY_MS;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    orm = await MikroORM.init(createOrmConfig(environment.config, { discovery: { warnWhenNoEntities: false } }));
    const seeded = await seedDemoData(orm, now);
    if (!seeded) throw new Error('an empty database was not seeded');
    seed = seeded;
  });

  afterAll(async () => {
    await orm?.close();
    await environment?.dispose();
  });

  const accountId = async (email: string) =>
    (await environment.sql<{ id: string }>('select id from accounts where email = $1', [email]))[0]?.id;

  it('creates verified demo accounts of every role that log in with the demo password', async () => {
    const rows = await environment.sql<{
      email: string;
      kind: string;
      role: string;
      admin_approval: boolean | null;
      password_hash: string;
    }>(
      `select email, kind, role, admin_approval, password_hash from accounts
       where verified_at is not null and email_verified_at is not null and phone_verified_at is not null
       order by email`,
    );
    expect(rows.map(({ email, kind, role, admin_approval }) => ({ email, kind, role, admin_approval }))).toEqual([
      { email: 'admin@demo.fundplay.app', kind: 'administrator', role: 'admin', admin_approval: null },
      { email: 'applicant@demo.fundplay.app', kind: 'participant', role: 'participant', admin_approval: null },
      { email: 'coach@demo.fundplay.app', kind: 'administrator', role: 'secondaryAdmin', admin_approval: true },
      { email: 'fan@demo.fundplay.app', kind: 'teamMember', role: 'teamMember', admin_approval: null },
      { email: 'student@demo.fundplay.app', kind: 'participant', role: 'participant', admin_approval: null },
    ]);
    expect(rows).toHaveLength(demoAccounts.length);
    expect(await verify(rows[3]?.password_hash ?? '', demoPassword)).toBe(true);
  });

  it('gives the primary admin a running fundraiser with an active pub_ link and one that starts next week', async () => {
    const admin = await accountId('admin@demo.fundplay.app');
    const rows = await environment.sql<{
      id: string;
      fund_raising_name: string;
      goal_cents: string;
      starts_at: Date;
      ends_at: Date;
      primary_admin_id: string;
      created_by: string;
      cause: string;
      address: string;
      participant_link_code: string | null;
      participant_link_active: boolean;
    }>('select * from fundraisers order by starts_at');
    expect(rows.map((row) => row.id)).toEqual([seed.runningFundraiserId, seed.upcomingFundraiserId]);
    const [running, upcoming] = rows;

    expect(running).toMatchObject({
      fund_raising_name: demoFundraiser.name,
      goal_cents: '500000',
      primary_admin_id: admin,
      created_by: admin,
      cause: demoFundraiser.cause,
      address: demoFundraiser.address,
      participant_link_code: seed.participantLinkCode,
      participant_link_active: true,
    });
    expect(seed.participantLinkCode).toMatch(/^pub_[A-Za-z0-9_-]+$/);
    expect(running?.starts_at.getTime()).toBe(today - DAY_MS);
    expect(running?.ends_at.getTime()).toBe(today - DAY_MS + 21 * DAY_MS);
    expect(running?.starts_at.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(running?.ends_at.getTime()).toBeGreaterThan(now.getTime());

    expect(upcoming).toMatchObject({
      fund_raising_name: demoUpcomingFundraiser.name,
      goal_cents: '250000',
      primary_admin_id: admin,
      participant_link_active: false,
    });
    expect(upcoming?.starts_at.getTime()).toBe(today + 7 * DAY_MS);
  });

  it('splits the running fundraiser into Blue and Gold Teams, the coach running Gold', async () => {
    const groups = await environment.sql<{ name: string; goal_cents: string; admin: string | null }>(
      `select g.name, g.goal_cents, a.email as admin from fundraiser_groups g
       left join accounts a on a.id = g.admin_account_id where g.fundraiser_id = $1 order by g.name`,
      [seed.runningFundraiserId],
    );
    expect(groups).toEqual([
      { name: 'Blue Team', goal_cents: '200000', admin: null },
      { name: 'Gold Team', goal_cents: '150000', admin: 'coach@demo.fundplay.app' },
    ]);
    expect(
      await environment.sql('select name from fundraiser_groups where fundraiser_id = $1', [seed.upcomingFundraiserId]),
    ).toEqual([{ name: 'Green Team' }]);
  });

  it('puts the student in Blue Team with a referral code, and the fan on their team', async () => {
    const members = await environment.sql<{ email: string; role: string; group: string | null; supports: string }>(
      `select a.email, m.role, g.name as group, p.email as supports from fundraiser_memberships m
       join accounts a on a.id = m.account_id
       left join fundraiser_groups g on g.id = m.group_id
       left join accounts p on p.id = m.participant_id
       where m.fundraiser_id = $1 order by a.email`,
      [seed.runningFundraiserId],
    );
    expect(members).toEqual([
      { email: 'fan@demo.fundplay.app', role: 'teamMember', group: null, supports: 'student@demo.fundplay.app' },
      { email: 'student@demo.fundplay.app', role: 'participant', group: 'Blue Team', supports: null },
    ]);

    expect(seed.referralCode).toMatch(/^[A-Za-z0-9]{12}$/);
    const codes = await environment.sql<{ code: string; kind: string; participant: string; group: string }>(
      `select r.code, r.kind, a.email as participant, g.name as group from referral_codes r
       join accounts a on a.id = r.participant_id join fundraiser_groups g on g.id = r.group_id
       where r.fundraiser_id = $1`,
      [seed.runningFundraiserId],
    );
    expect(codes).toEqual([
      { code: seed.referralCode, kind: 'participant', participant: 'student@demo.fundplay.app', group: 'Blue Team' },
    ]);
    const links = await environment.sql<{ code: string; active: boolean }>(
      'select code, active from team_public_links where participant_id = $1',
      [await accountId('student@demo.fundplay.app')],
    );
    expect(links).toEqual([{ code: expect.stringMatching(/^pub_/), active: true }]);
  });

  it('leaves a pending join request from the applicant and an open invitation for a new participant', async () => {
    expect(
      await environment.sql(
        `select a.email from join_requests j join accounts a on a.id = j.account_id where j.fundraiser_id = $1`,
        [seed.runningFundraiserId],
      ),
    ).toEqual([{ email: 'applicant@demo.fundplay.app' }]);

    const invitations = await environment.sql<{
      role: string;
      email: string;
      group: string;
      invited_by: string;
      expires_at: Date;
      responded_at: Date | null;
    }>(
      `select i.role, i.email, g.name as group, a.email as invited_by, i.expires_at, i.responded_at
       from fundraiser_invitations i join fundraiser_groups g on g.id = i.group_id
       join accounts a on a.id = i.invited_by where i.code_hash = $1`,
      [createHash('sha256').update(seed.invitationCode).digest('hex')],
    );
    expect(invitations).toEqual([
      {
        role: 'participant',
        email: demoInvitee.email,
        group: 'Gold Team',
        invited_by: 'admin@demo.fundplay.app',
        expires_at: new Date(now.getTime() + 7 * DAY_MS),
        responded_at: null,
      },
    ]);
    expect(await accountId(demoInvitee.email)).toBeUndefined();
  });

  it('shows the seeded fundraiser to a donor with the referral code and to the student on the dashboard', async () => {
    const { app, url } = await startApi(environment.config);
    try {
      const client = api(url);
      const donation = await client.post(routeTable.verifyReferalCode.path, { referalCode: seed.referralCode });
      expect(donation.status).toBe(200);
      expect(donation.body.data).toMatchObject({
        kind: 'participant',
        fundRaiser: {
          _id: seed.runningFundraiserId,
          fundRaisingName: demoFundraiser.name,
          fundRaisingGoal: 500_000,
          totalFunding: 0,
          status: 'startedButInactive',
        },
        group: { groupName: 'Blue Team', groupTarget: 200_000 },
        participant: { firstName: 'Casey', lastName: 'Student' },
      });

      const token = await sessionFor(app, (await accountId('student@demo.fundplay.app')) ?? '');
      const dashboard = await client.get(
        `${routeTable.getParticipantDashboardByFundRaisingId.path}?fundRaisingId=${seed.runningFundraiserId}`,
        token,
      );
      expect(dashboard.status).toBe(200);
      expect(dashboard.body.data).toMatchObject({
        group: { groupName: 'Blue Team' },
        participantRefferalsCodes: [{ code: seed.referralCode }],
        teamMemberGenernalInvetationLink: { invitationCode: expect.stringMatching(/^pub_/) },
        teamMembers: [expect.objectContaining({ firstName: 'Finley', lastName: 'Fan' })],
      });
    } finally {
      await app.close();
    }
  });

  it('changes nothing once the database has accounts', async () => {
    const counts = () =>
      environment.sql(
        `select (select count(*) from accounts) as accounts, (select count(*) from fundraisers) as fundraisers,
                (select count(*) from fundraiser_memberships) as memberships,
                (select count(*) from fundraiser_invitations) as invitations`,
      );
    const before = await counts();
    expect(before).toEqual([{ accounts: '5', fundraisers: '2', memberships: '2', invitations: '1' }]);
    expect(await seedDemoData(orm)).toBeNull();
    expect(await counts()).toEqual(before);
  });
});
