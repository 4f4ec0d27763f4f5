import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { noPrivileges, normalisePrivileges, type Privileges, type Role } from '@fundplay/contracts';
import { loadConfigOrExit } from './boot';
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
] as const satisfies readonly { role: Role; [key: string]: string }[];

const secondaryPrivileges: Privileges = normalisePrivileges({
  ...noPrivileges,
  startNewFundraiser: true,
  acceptStudentFund: true,
  sendEmailAndTexts: true,
});

/** Inserts the demo accounts when there are no accounts at all; otherwise changes nothing. */
export async function seedDemoAccounts(orm: MikroORM): Promise<boolean> {
  const passwordHash = await hash(demoPassword);
  return orm.em.fork().transactional(async (em) => {
    await em.execute('lock table accounts in exclusive mode');
    const [{ count } = { count: '0' }] = await em.execute<{ count: string }[]>(
      'select count(*) as count from accounts',
    );
    if (Number(count) > 0) return false;
    const ids = { primary: randomUUID(), secondary: randomUUID(), participant: randomUUID() };
    for (const account of demoAccounts) {
      const isAdmin = account.role === 'admin' || account.role === 'secondaryAdmin';
      await em.execute(
        `insert into accounts (id, kind, role, first_name, last_name, email, phone_no, password_hash, privileges,
                               admin_approval, invited_by, verified_at, birth_month, birth_year)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), ?, ?)`,
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
          account.role === 'participant' ? 9 : null,
          account.role === 'participant' ? 2010 : null,
        ],
      );
    }
    return true;
  });
}

async function main() {
  const config = loadConfigOrExit();
  const orm = await MikroORM.init(createOrmConfig(config, { discovery: { warnWhenNoEntities: false } }));
  try {
    const seeded = await seedDemoAccounts(orm);
    process.stdout.write(
      seeded
        ? `demo accounts created (password ${demoPassword}): ${demoAccounts.map((a) => a.email).join(', ')}\n`
        : 'demo accounts: the database already has accounts, nothing seeded\n',
    );
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
