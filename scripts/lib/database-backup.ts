/**
 * FundPlay's database backup: a consistent snapshot of every table's rows and every sequence, with the list of
 * migrations that shaped them, as gzip'd lines. It needs no pg_dump: the schema is FundPlay's own migrations, so a
 * restore runs them on an empty database up to the backup's last one, loads the rows, sets the sequences, then
 * applies any newer migrations. Rows travel as PostgreSQL's own JSON of each row and are read back by PostgreSQL
 * (json_populate_recordset), never parsed in JavaScript: bigints, numerics, bytea and timestamps keep every digit.
 * Any PostgreSQL version FundPlay runs on can restore what any other one wrote.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { createOrmConfig } from '../../backend/src/platform/database/mikro-orm.config';

const FORMAT = 'fundplay-backup';
const FORMAT_VERSION = 1;
const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/** Rows fetched, and rows inserted, per round trip; an insert is also sent once its rows pass BATCH_BYTES. */
const BATCH_ROWS = 500;
const BATCH_BYTES = 8 * 1024 * 1024;

interface BackupHeader {
  format: typeof FORMAT;
  version: number;
  takenAt: string;
  serverVersion: string;
  migrations: string[];
}

interface TableHeader {
  table: string;
  columns: string[];
}

interface SequenceState {
  sequence: string;
  lastValue: string | null;
  isCalled: boolean;
}

export interface BackupSummary {
  tables: number;
  rows: number;
  migrations: number;
}

/**
 * How long before a backup an outbox event's jobs may still have been in Redis, unfinished, by default: its retries
 * (8 attempts, back-off from 1 s) take about 4 minutes; an hour covers workers that were down a while.
 */
export const DEFAULT_REQUEUE_MINUTES = 60;

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

/** The tables of the current schema, but the migrations' own bookkeeping, with the columns a row stores. */
async function tablesOf(client: Client): Promise<TableHeader[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array_agg(a.attname::text order by a.attnum) as columns
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      where c.relkind in ('r', 'p') and c.relname <> $1
      group by c.relname
      order by c.relname`,
    [MIGRATIONS_TABLE],
  );
  return rows;
}

/** The tables in an order where each comes after every table its foreign keys point at (self-references aside). */
async function loadOrder(client: Client, tables: TableHeader[]): Promise<TableHeader[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
      where k.contype = 'f' and k.conrelid <> k.confrelid`,
  );
  const byName = new Map(tables.map((table) => [table.table, table]));
  const ordered: TableHeader[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done' || !byName.has(name)) return;
    if (state.get(name) === 'visiting') {
      throw new Error(`foreign keys form a cycle (${[...path, name].join(' -> ')}); the restore cannot order it`);
    }
    state.set(name, 'visiting');
    for (const { parent } of rows.filter((row) => row.child === name)) visit(parent, [...path, name]);
    state.set(name, 'done');
    ordered.push(byName.get(name) as TableHeader);
  };
  for (const table of tables) visit(table.table, []);
  return ordered;
}

async function appliedMigrations(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`select name from ${MIGRATIONS_TABLE} order by id`);
  return rows.map((row) => row.name);
}

/** Writes a backup of `databaseUrl` to `file`: one snapshot, so it is consistent while the app keeps running. */
export async function writeBackup(databaseUrl: string, file: string): Promise<BackupSummary> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const gzip = createGzip();
  const output = gzip.pipe(createWriteStream(file, { mode: 0o600 }));
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  let rows = 0;
  try {
    // Every read below sees the same committed state, and writers are never blocked.
    await client.query('begin isolation level repeatable read read only');
    const header: BackupHeader = {
      format: FORMAT,
      version: FORMAT_VERSION,
      takenAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>('show server_version')).rows[0]?.v ?? 'unknown',
      migrations: await appliedMigrations(client),
    };
    await write(`H\t${JSON.stringify(header)}`);
    const tables = await tablesOf(client);
    for (const table of tables) {
      await write(`T\t${JSON.stringify(table)}`);
      const columns = table.columns.map(quote).join(', ');
      await client.query(
        `declare backup_rows no scroll cursor for
           select row_to_json(r)::text as row from (select ${columns} from ${quote(table.table)}) r`,
      );
      for (;;) {
        const batch = await client.query<{ row: string }>(`fetch ${BATCH_ROWS} from backup_rows`);
        for (const { row } of batch.rows) await write(`R\t${row}`);
        rows += batch.rows.length;
        if (batch.rows.length < BATCH_ROWS) break;
      }
      await client.query('close backup_rows');
    }
    const { rows: sequences } = await client.query<{ sequence: string }>(
      `select c.relname as sequence from pg_class c
         join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
        where c.relkind = 'S' order by c.relname`,
    );
    for (const { sequence } of sequences) {
      const [state] = (
        await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${quote(sequence)}`,
        )
      ).rows;
      const entry: SequenceState = {
        sequence,
        lastValue: state?.last_value ?? null,
        isCalled: state?.is_called ?? false,
      };
      await write(`S\t${JSON.stringify(entry)}`);
    }
    await write(`E\t${JSON.stringify({ tables: tables.length, rows })}`);
    await client.query('commit');
    gzip.end();
    await finished(output);
    return { tables: tables.length, rows, migrations: header.migrations.length };
  } catch (error) {
    gzip.destroy();
    throw error;
  } finally {
    await client.end();
  }
}

async function* backupLines(file: string): AsyncGenerator<{ kind: string; body: string }> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === '') continue;
    const tab = line.indexOf('\t');
    yield { kind: line.slice(0, tab), body: line.slice(tab + 1) };
  }
}

async function migrate(databaseUrl: string, to?: string): Promise<void> {
  const orm = await MikroORM.init(
    createOrmConfig(
      { database: { url: databaseUrl, poolMax: 2 } },
      { discovery: { warnWhenNoEntities: false }, logger: () => undefined },
    ),
  );
  try {
    await orm.getMigrator().up(to === undefined ? undefined : { to });
  } finally {
    await orm.close(true);
  }
}

/**
 * Restores `file` into the empty database at `databaseUrl` (refused when it holds any table): the schema from the
 * migrations the backup names, every row and sequence as they were, then the migrations this code adds since.
 */
export async function restoreBackup(
  databaseUrl: string,
  file: string,
  { requeueMinutes = DEFAULT_REQUEUE_MINUTES }: { requeueMinutes?: number } = {},
): Promise<BackupSummary & { requeued: number }> {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const lines = backupLines(file);
  const first = await lines.next();
  const header = first.done ? null : (JSON.parse(first.value.body) as BackupHeader);
  if (first.done || first.value.kind !== 'H' || header?.format !== FORMAT || header.version !== FORMAT_VERSION) {
    throw new Error(`${file} is not a FundPlay backup (format ${FORMAT} version ${FORMAT_VERSION})`);
  }
  const known = new Set((await import('../../backend/migrations')).migrationsList.map((migration) => migration.name));
  const unknown = header.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new Error(
      `the backup was taken by a newer FundPlay (migrations ${unknown.join(', ')}); restore with that one`,
    );
  }

  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  let rows = 0;
  let tables = 0;
  let requeued = 0;
  try {
    const existing = await client.query<{ count: string }>(
      `select count(*)::text as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    );
    if (existing.rows[0]?.count !== '0') {
      throw new Error('the database to restore into is not empty; create an empty one (createdb) and restore there');
    }
    const last = header.migrations.at(-1);
    if (last !== undefined) await migrate(databaseUrl, last);

    await client.query('begin');
    const schemaTables = await loadOrder(client, await tablesOf(client));
    // Rows come back exactly as stored: no trigger may add to them (a fundraiser's donation code) or refuse them
    // (the ledger's append-only guard refuses the truncate of rows the migrations seeded).
    for (const table of schemaTables) await client.query(`alter table ${quote(table.table)} disable trigger user`);
    if (schemaTables.length > 0) {
      await client.query(`truncate ${schemaTables.map((table) => quote(table.table)).join(', ')}`);
    }

    // The backup lists tables alphabetically; rows are held per table and inserted in foreign-key order at the end
    // of the file only when a table's parents are still to come, so memory stays small in the common case.
    const pending = new Map<string, { columns: string[]; batches: string[][] }>();
    const loaded = new Set<string>();
    const order = schemaTables.map((table) => table.table);
    const insert = async (table: string, columns: string[], batch: string[]) => {
      const list = columns.map(quote).join(', ');
      await client.query(
        `insert into ${quote(table)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${quote(table)}, $1::json)`,
        [`[${batch.join(',')}]`],
      );
    };
    const flushReady = async () => {
      for (const table of order) {
        if (loaded.has(table)) continue;
        const held = pending.get(table);
        if (!held) return; // an earlier table in load order has not been read yet
        for (const batch of held.batches) await insert(table, held.columns, batch);
        pending.delete(table);
        loaded.add(table);
      }
    };

    let current: { table: string; columns: string[]; batches: string[][]; batch: string[]; bytes: number } | null =
      null;
    const closeTable = async () => {
      if (!current) return;
      if (current.batch.length > 0) current.batches.push(current.batch);
      if (!order.includes(current.table)) throw new Error(`the backup has table ${current.table}, the schema has not`);
      pending.set(current.table, { columns: current.columns, batches: current.batches });
      tables += 1;
      current = null;
      await flushReady();
    };
    let end: { tables: number; rows: number } | null = null;
    for await (const { kind, body } of lines) {
      if (kind === 'T') {
        await closeTable();
        const table = JSON.parse(body) as TableHeader;
        current = { ...table, batches: [], batch: [], bytes: 0 };
      } else if (kind === 'R') {
        if (!current) throw new Error('a row before its table in the backup');
        current.batch.push(body);
        current.bytes += body.length;
        rows += 1;
        if (current.batch.length >= BATCH_ROWS || current.bytes >= BATCH_BYTES) {
          current.batches.push(current.batch);
          current.batch = [];
          current.bytes = 0;
          // A table whose parents are all in can go in now instead of being held.
          if (order.slice(0, order.indexOf(current.table)).every((table) => loaded.has(table))) {
            for (const batch of current.batches) await insert(current.table, current.columns, batch);
            current.batches = [];
          }
        }
      } else if (kind === 'S') {
        await closeTable();
        const state = JSON.parse(body) as SequenceState;
        if (state.lastValue !== null) {
          await client.query('select setval($1::regclass, $2::bigint, $3)', [
            quote(state.sequence),
            state.lastValue,
            state.isCalled,
          ]);
        }
      } else if (kind === 'E') {
        await closeTable();
        end = JSON.parse(body) as { tables: number; rows: number };
      }
    }
    await closeTable();
    if (!end || end.rows !== rows || end.tables !== tables) {
      throw new Error('the backup file is incomplete (it ends before its last line); nothing was restored');
    }
    const missing = order.filter((table) => !loaded.has(table) && !pending.has(table));
    for (const table of missing) loaded.add(table); // tables created by migrations the backup predates stay empty
    await flushReady();
    for (const table of schemaTables) await client.query(`alter table ${quote(table.table)} enable trigger user`);
    // Redis is not in the backup, so jobs relayed shortly before it may never have run: their events go back to the
    // relay. Job ids are the event's key and subscriber, and a job's database effect is keyed by its id (JobEffects),
    // so a job that had finished changes nothing the second time.
    const requeue = await client.query(
      `update outbox_events set dispatched_at = null
        where dispatched_at >= $1::timestamptz - make_interval(mins => $2::int)`,
      [header.takenAt, requeueMinutes],
    );
    requeued = requeue.rowCount ?? 0;
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
  // Migrations this code has beyond the backup's run on the restored data, as they would have on the live one.
  await migrate(databaseUrl);
  return { tables, rows, migrations: header.migrations.length, requeued };
}
