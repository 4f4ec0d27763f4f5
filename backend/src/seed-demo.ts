// The demo seed `npm start` runs on an empty database: the demo people and fundraisers (exported for the tests
// and the README) and the one transaction that inserts them. Over 300 lines on purpose: the data is what the inserts
// write, and each reads best beside the other.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import {
  fundraiserLimits,
  gameCatalog,
  noPrivileges,
  normalisePrivileges,
  type Privileges,
  type Role,
} from '@fundplay/contracts';
import { loadConfigOrExit } from './boot';
import {
  hashInvitationCode,
  invitationExpiry,
  newPrivateInvitationCode,
  newPublicLinkCode,
  newReferralCode,
} from './modules/fundraisers/domain/invitation-codes';
import { createOrmConfig } from './platform/database/mikro-orm.config';

/** The demo people `npm start` creates on an empty database; the README lists them. */
export const demoPassword = 'Demo1234!';
export const demoAccounts = [
  {
    key: 'primary',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Principal',
    email: 'admin@demo.fundplay.app',
    phoneNo: '+15550100301',
  },
  {
    key: 'secondary',
    role: 'secondaryAdmin',
    firstName: 'Blake',
    lastName: 'Coach',
    email: 'coach@demo.fundplay.app',
    phoneNo: '+15550100302',
  },
  {
    key: 'participant',
    role: 'participant',
    firstName: 'Casey',
    lastName: 'Student',
    email: 'student@demo.fundplay.app',
    phoneNo: '+15550100303',
  },
  {
    key: 'teamMember',
    role: 'teamMember',
    firstName: 'Finley',
    lastName: 'Fan',
    email: 'fan@demo.fundplay.app',
    phoneNo: '+15550100304',
  },
  {
    key: 'applicant',
    role: 'participant',
    firstName: 'Drew',
    lastName: 'Applicant',
    email: 'applicant@demo.fundplay.app',
    phoneNo: '+15550100305',
  },
] as const satisfies readonly { role: Role; [key: string]: string }[];

type DemoKey = (typeof demoAccounts)[number]['key'];

const birth: Partial<Record<DemoKey, { month: number; year: number }>> = {
  participant: { month: 9, year: 2010 },
  applicant: { month: 3, year: 2009 },
  teamMember: { month: 4, year: 1984 },
};

/** The running demo fundraiser, its groups, and the one still to start. Money in cents. */
export const demoFundraiser = {
  name: 'Lincoln High Spring Fundraiser',
  goalCents: 500_000,
  cause: 'New uniforms and travel for the Lincoln High teams',
  address: '1200 Lincoln Avenue',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
  groups: [
    { key: 'blue', name: 'Blue Team', goalCents: 200_000, cause: 'Uniforms for the junior varsity squads' },
    { key: 'gold', name: 'Gold Team', goalCents: 150_000, cause: 'Travel to the state championships' },
  ],
} as const;

export const demoUpcomingFundraiser = {
  name: 'Lincoln High Fall Book Fair',
  goalCents: 250_000,
  cause: 'Books for the school library',
  groups: [{ key: 'green', name: 'Green Team', goalCents: 100_000, cause: 'Picture books for the reading club' }],
} as const;

/** The person the primary admin invited to the running fundraiser (no account yet). */
export const demoInvitee = {
  firstName: 'Emerson',
  lastName: 'Invitee',
  email: 'invited@demo.fundplay.app',
  phoneNo: '+15550100306',
} as const;

/** What a seed created, for the console and tests: `invitationCode` is its only copy (the table keeps a hash). */
export interface DemoSeed {
  runningFundraiserId: string;
  upcomingFundraiserId: string;
  /** The demo participant's `/donate/{code}` code for the running fundraiser. */
  referralCode: string;
  /** The running fundraiser's `pub_` participant sign-up link code. */
  participantLinkCode: string;
  /** The private participant invitation sent to `demoInvitee`. */
  invitationCode: string;
}

const DAY_MS = 86_400_000;

const secondaryPrivileges: Privileges = normalisePrivileges({
  ...noPrivileges,
  startNewFundraiser: true,
  acceptStudentFund: true,
  sendEmailAndTexts: true,
});

async function insertAccounts(em: EntityManager, passwordHash: string): Promise<Record<DemoKey, string>> {
  const ids = Object.fromEntries(demoAccounts.map((account) => [account.key, randomUUID()])) as Record<DemoKey, string>;
  for (const account of demoAccounts) {
    const isAdmin = account.role === 'admin' || account.role === 'secondaryAdmin';
    const born = birth[account.key];
    await em.execute(
      `insert into accounts (id, kind, role, first_name, last_name, email, phone_no, password_hash, privileges,
                             admin_approval, invited_by, verified_at, email_verified_at, phone_verified_at,
                             birth_month, birth_year)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now(), now(), ?, ?)`,
      [
        ids[account.key],
        isAdmin ? 'administrator' : account.role,
        account.role,
        account.firstName,
        account.lastName,
        account.email,
        account.phoneNo,
        passwordHash,
        JSON.stringify(account.role === 'secondaryAdmin' ? secondaryPrivileges : noPrivileges),
        account.role === 'secondaryAdmin' ? true : null,
        account.role === 'secondaryAdmin' ? ids.primary : null,
        born?.month ?? null,
        born?.year ?? null,
      ],
    );
  }
  return ids;
}

async function insertFundraiser(
  em: EntityManager,
  fundraiser: { name: string; goalCents: number; cause: string; startsAt: Date; participantLinkCode: string | null },
  primaryAdminId: string,
): Promise<string> {
  const id = randomUUID();
  const endsAt = new Date(fundraiser.startsAt.getTime() + fundraiserLimits.defaultWeeks * fundraiserLimits.weekMs);
  await em.execute(
    `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents, primary_admin_id, created_by,
                              address, city, state, zip, tax_id, routing_number, account_number, cause,
                              participant_link_code, participant_link_active)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      fundraiser.name,
      fundraiser.startsAt,
      endsAt,
      fundraiser.goalCents,
      primaryAdminId,
      primaryAdminId,
      demoFundraiser.address,
      demoFundraiser.city,
      demoFundraiser.state,
      demoFundraiser.zip,
      '12-3456789',
      '011000015',
      '000123456789',
      fundraiser.cause,
      fundraiser.participantLinkCode,
      fundraiser.participantLinkCode !== null,
    ],
  );
  return id;
}

async function insertGroup(
  em: EntityManager,
  fundraiserId: string,
  group: { name: string; goalCents: number; cause: string },
  adminAccountId: string | null,
): Promise<string> {
  const id = randomUUID();
  await em.execute(
    `insert into fundraiser_groups (id, fundraiser_id, name, goal_cents, cause, admin_account_id)
     values (?, ?, ?, ?, ?, ?)`,
    [id, fundraiserId, group.name, group.goalCents, group.cause, adminAccountId],
  );
  return id;
}

/**
 * Inserts the demo accounts and a lived-in running fundraiser (two groups, the participant in one with a
 * referral code, a team member on the participant's team, the four games, a pending join request, an open invitation) plus one
 * still to start, all in one transaction, when there are no accounts at all. Otherwise changes nothing (null).
 */
export async function seedDemoData(orm: MikroORM, now: Date = new Date()): Promise<DemoSeed | null> {
  const passwordHash = await hash(demoPassword);
  return orm.em.fork().transactional(async (em) => {
    await em.execute('lock table accounts in exclusive mode');
    const [{ count } = { count: '0' }] = await em.execute<{ count: string }[]>(
      'select count(*) as count from accounts',
    );
    if (Number(count) > 0) return null;
    const ids = await insertAccounts(em, passwordHash);

    // The running one started at midnight UTC yesterday; the other starts in a week. Both run three weeks.
    const today = Math.trunc(now.getTime() / DAY_MS) * DAY_MS;
    const codes = {
      referralCode: newReferralCode(),
      participantLinkCode: newPublicLinkCode(),
      invitationCode: newPrivateInvitationCode(),
    };
    const running = await insertFundraiser(
      em,
      { ...demoFundraiser, startsAt: new Date(today - DAY_MS), participantLinkCode: codes.participantLinkCode },
      ids.primary,
    );
    const [blue, gold] = demoFundraiser.groups;
    const blueId = await insertGroup(em, running, blue, null);
    const goldId = await insertGroup(em, running, gold, ids.secondary);

    await em.execute(
      `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id, participant_id)
       values (?, ?, ?, 'participant', ?, null), (?, ?, ?, 'teamMember', null, ?)`,
      [randomUUID(), running, ids.participant, blueId, randomUUID(), running, ids.teamMember, ids.participant],
    );
    await em.execute(
      `insert into referral_codes (code, kind, fundraiser_id, group_id, participant_id) values (?, 'participant', ?, ?, ?)`,
      [codes.referralCode, running, blueId, ids.participant],
    );
    await em.execute(`insert into team_public_links (code, fundraiser_id, participant_id) values (?, ?, ?)`, [
      newPublicLinkCode(),
      running,
      ids.participant,
    ]);
    // Every FundPlay game, with the games' own artwork (no uploaded picture), ready to compete in.
    for (const game of gameCatalog) {
      await em.execute(
        `insert into fundraiser_games (id, fundraiser_id, slug, name, description, created_by) values (?, ?, ?, ?, ?, ?)`,
        [randomUUID(), running, game.slug, game.name, game.description, ids.primary],
      );
    }
    await em.execute(`insert into join_requests (id, fundraiser_id, account_id) values (?, ?, ?)`, [
      randomUUID(),
      running,
      ids.applicant,
    ]);
    await em.execute(
      `insert into fundraiser_invitations (id, code_hash, role, fundraiser_id, group_id, invited_by, first_name,
                                           last_name, email, phone_no, expires_at)
       values (?, ?, 'participant', ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        randomUUID(),
        hashInvitationCode(codes.invitationCode),
        running,
        goldId,
        ids.primary,
        demoInvitee.firstName,
        demoInvitee.lastName,
        demoInvitee.email,
        demoInvitee.phoneNo,
        invitationExpiry(now.getTime()),
      ],
    );

    const upcoming = await insertFundraiser(
      em,
      { ...demoUpcomingFundraiser, startsAt: new Date(today + 7 * DAY_MS), participantLinkCode: null },
      ids.primary,
    );
    for (const group of demoUpcomingFundraiser.groups) await insertGroup(em, upcoming, group, null);

    return { runningFundraiserId: running, upcomingFundraiserId: upcoming, ...codes };
  });
}

async function main() {
  const config = loadConfigOrExit();
  const orm = await MikroORM.init(createOrmConfig(config, { discovery: { warnWhenNoEntities: false } }));
  try {
    const seed = await seedDemoData(orm);
    if (!seed) {
      process.stdout.write('demo data: the database already has accounts, nothing seeded\n');
      return;
    }
    const emails = demoAccounts.map((account) => account.email).join(', ');
    process.stdout.write(
      `demo accounts created (password ${demoPassword}): ${emails}\n` +
        `demo fundraisers created: "${demoFundraiser.name}" (running) and "${demoUpcomingFundraiser.name}" (starts next week)\n`,
    );
    if (config.env === 'development') {
      // Shown once: only its hash is stored, so nothing can show it again.
      const base = config.http.publicUrl;
      process.stdout.write(
        `demo invitation for ${demoInvitee.email}: ${base}/participant/signup/${seed.invitationCode}\n` +
          `demo donation link of ${demoAccounts[2].email}: ${base}/donate/${seed.referralCode}\n`,
      );
    }
  } finally {
    await orm.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`demo seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
