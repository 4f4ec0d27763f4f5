/**
 * A compete start's SQL sent bare through `pg`: the baseline the hot-wallet benchmark holds POST startRun against
 * (issue #22: "the same SQL statements sent bare from pg").
 *
 * The statement is not copied here, so it cannot drift from the API's: the built backend's own StartRunHandler and
 * TokenSpendStatement (backend/dist) build it for every start, with the API's configuration (AppConfig from the
 * same environment), a fresh run id, the member's wallet and the looked-up account ids. Only their EntityManager is
 * replaced: its `execute` formats the statement with the backend's own MikroORM platform, exactly as
 * MikroORM 6 does before it hands it to the driver (`platform.formatQuery`: values inlined, no bind parameters),
 * and sends that text through a `pg` Pool; so PostgreSQL receives the same text the API sends, one simple query.
 * `parameterised` sends the handler's statement with `$n` bind parameters instead (extended protocol), for
 * comparison. The lookups the handler makes before the statement (rate limit, competitor, game, a retried run) are
 * answered from memory: the baseline is the one statement that spends the token and opens the run (and the handler's
 * own retries of it when a concurrent start of the same player wins the one-open-run race).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { Pool } from 'pg';
import { repoRoot } from '../../lib/build';

const built = createRequire(join(repoRoot, 'backend', 'dist', 'src', 'main.js'));

interface StartRequest {
  runId: string;
  fundRaiserId: string;
  gameId: string;
}
interface Handler {
  execute(command: { accountId: string; request: StartRequest }): Promise<{ runId: string; tokens: number }>;
}
interface Platform {
  formatQuery(sql: string, params: readonly unknown[]): string;
}
interface Orm {
  em: { getPlatform(): Platform };
  close(): Promise<void>;
}
interface AppConfigLike {
  database: { url: string; poolMax: number };
}

/** What the handler needs to know of the member, looked up once (the API looks it up on every start). */
export interface BareMember {
  accountId: string;
  fundraiserId: string;
  gameId: string;
}

export interface BareStarts {
  /** One start of `member`: the handler's statement sent bare; resolves once PostgreSQL answered it. */
  start(member: BareMember): Promise<void>;
  /** Statements sent so far (a start that lost the open-run race sends its statement again). */
  statements: number;
  /** The text of the last statement sent (as the API sends it). */
  lastText: string;
  /** The pool's size: the API's DATABASE_POOL_MAX. */
  poolMax: number;
  close(): Promise<void>;
}

const load = <T>(path: string): T => built(path) as T;

/**
 * Bare starts through a `pg` Pool of the API's size and database (DATABASE_POOL_MAX, DATABASE_URL), `apiEnv` being
 * the environment the API runs with, read by the backend's own AppConfig. Members must be looked up with `member()`.
 */
export async function bareStarts(
  apiEnv: NodeJS.ProcessEnv,
  { parameterised = false }: { parameterised?: boolean } = {},
): Promise<BareStarts & { member(member: BareMember): Promise<void> }> {
  const { AppConfig } = load<{ AppConfig: { fromEnvironment(env: NodeJS.ProcessEnv): AppConfigLike } }>(
    './config/app-config.js',
  );
  const { createOrmConfig } = load<{ createOrmConfig(config: AppConfigLike, overrides: object): object }>(
    './platform/database/mikro-orm.config.js',
  );
  const { MikroORM } = load<{ MikroORM: { init(options: object): Promise<Orm> } }>('@mikro-orm/postgresql');
  const { StartRunHandler } = load<{ StartRunHandler: { prototype: Handler } }>(
    './modules/games/commands/start-run/start-run.handler.js',
  );
  const { TokenSpendStatement } = load<{ TokenSpendStatement: new () => unknown }>(
    './modules/ledger/token-spend-statement.js',
  );
  const { RunTickets } = load<{ RunTickets: new (config: AppConfigLike) => unknown }>('./modules/games/run-tickets.js');
  const { FundraiserGame } = load<{ FundraiserGame: unknown }>('./modules/games/entities/fundraiser-game.entity.js');

  const config = AppConfig.fromEnvironment(apiEnv);
  const pool = new Pool({ connectionString: config.database.url, max: config.database.poolMax });
  // The backend's own ORM configuration, not connected: only its platform (value formatting, UTC dates) is used.
  const orm = await MikroORM.init(
    createOrmConfig(config, { connect: false, discovery: { warnWhenNoEntities: false } }),
  );
  const platform = orm.em.getPlatform();

  const competitors = new Map<string, object>();
  const games = new Map<string, object>();
  const state = { statements: 0, lastText: '' };

  const execute = async (sql: string, params: readonly unknown[] = []): Promise<unknown[]> => {
    state.statements++;
    if (parameterised) {
      let index = 0;
      const text = sql.replace(/\?/g, () => `$${++index}`);
      if (index !== params.length) throw new Error(`${index} placeholders for ${params.length} values`);
      state.lastText = text;
      return (await pool.query(text, params as unknown[])).rows;
    }
    const text = platform.formatQuery(sql, params);
    state.lastText = text;
    return (await pool.query(text)).rows;
  };
  const em = {
    execute,
    findOne: (entity: unknown, where: { id: string }) =>
      Promise.resolve(entity === FundraiserGame ? (games.get(where.id) ?? null) : null),
  };
  // Built without Nest: the handler's collaborators by the names its constructor gives them.
  const handler = Object.create(StartRunHandler.prototype) as Handler;
  Object.assign(handler, {
    em: { fork: () => em },
    queries: {
      execute: (query: { accountId: string; fundraiserId: string }) =>
        Promise.resolve(competitors.get(`${query.fundraiserId}:${query.accountId}`) ?? null),
    },
    spends: new TokenSpendStatement(),
    balances: {},
    tickets: new RunTickets(config),
    config,
    limiter: { hit: () => Promise.resolve({ allowed: true, retryAfterSeconds: 0 }) },
    clock: { now: () => new Date() },
  });

  return {
    async member({ accountId, fundraiserId, gameId }) {
      // The same rows the API's FindCompetitorQuery and its game lookup read.
      const { rows } = await pool.query<{
        membership_id: string;
        role: string;
        group_id: string | null;
        starts_at: Date;
        ends_at: Date;
      }>(
        `select m.id as membership_id, m.role, m.group_id, f.starts_at, f.ends_at
           from fundraiser_memberships m join fundraisers f on f.id = m.fundraiser_id
          where m.fundraiser_id = $1 and m.account_id = $2 and m.role = 'participant'`,
        [fundraiserId, accountId],
      );
      const row = rows[0];
      if (!row) throw new Error(`${accountId} is no participant of ${fundraiserId}`);
      competitors.set(`${fundraiserId}:${accountId}`, {
        membershipId: row.membership_id,
        role: row.role,
        groupId: row.group_id,
        startsAt: new Date(row.starts_at),
        endsAt: new Date(row.ends_at),
      });
      const { rows: found } = await pool.query<{ slug: string }>(
        'select slug from fundraiser_games where id = $1 and fundraiser_id = $2 and deleted_at is null',
        [gameId, fundraiserId],
      );
      if (!found[0]) throw new Error(`no game ${gameId} in ${fundraiserId}`);
      games.set(gameId, { id: gameId, fundraiserId, slug: found[0].slug, deletedAt: null });
    },
    async start({ accountId, fundraiserId, gameId }) {
      const runId = randomUUID();
      const answer = await handler.execute({ accountId, request: { runId, fundRaiserId: fundraiserId, gameId } });
      if (answer.runId !== runId) throw new Error('the start answered another run');
    },
    get statements() {
      return state.statements;
    },
    get lastText() {
      return state.lastText;
    },
    poolMax: config.database.poolMax,
    async close() {
      await pool.end();
      await orm.close();
    },
  };
}
