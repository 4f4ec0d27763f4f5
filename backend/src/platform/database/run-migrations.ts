import type { MikroORM } from '@mikro-orm/postgresql';

/** An arbitrary constant: the advisory lock that serialises migrations across API and worker instances. */
const MIGRATION_LOCK = 71_830_042;

/** Applies pending committed migrations; concurrent callers wait for the first one and then find nothing to do. */
export async function runMigrations(orm: MikroORM): Promise<string[]> {
  const connection = orm.em.getConnection();
  const knex = connection.getKnex();
  // A transaction-level lock held on a connection of its own while the migrator works; released whatever happens.
  return knex.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [MIGRATION_LOCK]);
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  });
}
