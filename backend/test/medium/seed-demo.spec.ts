import { MikroORM } from '@mikro-orm/postgresql';
import { verify } from '@node-rs/argon2';
import { createOrmConfig } from '../../src/platform/database/mikro-orm.config';
import { demoAccounts, demoPassword, seedDemoAccounts } from '../../src/seed-demo';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

describe('the demo seed', () => {
  let environment: TestEnvironment;
  let orm: MikroORM;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    orm = await MikroORM.init(createOrmConfig(environment.config, { discovery: { warnWhenNoEntities: false } }));
  });

  afterAll(async () => {
    await orm?.close();
    await environment?.dispose();
  });

  it('creates a primary admin, an approved secondary admin and a participant on an empty database, once', async () => {
    expect(await seedDemoAccounts(orm)).toBe(true);
    const rows = await environment.sql<{
      email: string;
      role: string;
      admin_approval: boolean | null;
      password_hash: string;
    }>('select email, role, admin_approval, password_hash from accounts where verified_at is not null order by email');
    expect(rows.map(({ email, role, admin_approval }) => ({ email, role, admin_approval }))).toEqual([
      { email: 'admin@demo.fundplay.app', role: 'admin', admin_approval: null },
      { email: 'coach@demo.fundplay.app', role: 'secondaryAdmin', admin_approval: true },
      { email: 'student@demo.fundplay.app', role: 'participant', admin_approval: null },
    ]);
    expect(await verify(rows[0]?.password_hash ?? '', demoPassword)).toBe(true);

    expect(await seedDemoAccounts(orm)).toBe(false);
    expect(await environment.sql('select id from accounts')).toHaveLength(demoAccounts.length);
  });
});
