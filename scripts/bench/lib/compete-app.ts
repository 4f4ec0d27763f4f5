/**
 * What the compete benchmarks share: a throwaway FundPlay seeded with the demo data, with as many API instances
 * as asked (one worker, one PostgreSQL, one Redis, one Stripe sandbox, all on loopback), and members with sessions and
 * tokens. The timed HTTP client and the figures printed beside the results are in timed-http.ts and figures.ts.
 *
 * Members are inserted straight into the database, as backend/test/support/fundraiser-helpers.ts does, and their
 * session tokens are what the API's SessionTokens issues (a `sessions` row and an HS256 token under the app's
 * SESSION_SECRET, which the benchmark chooses): hundreds of real sign-ins (password hash, then a mailed code) would
 * measure sign-in, not compete.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { noPrivileges, routeTable, type GameSlug } from '@fundplay/contracts';
import jwt from 'jsonwebtoken';
import { Pool } from 'pg';
import { repoRoot } from '../../lib/build';
import { run, startProcess, waitForHttp, type ManagedProcess } from '../../lib/processes';
import { freePort } from '../../services/free-port';
import { startEmbeddedPostgres } from '../../services/postgres';
import { startRedis } from '../../services/redis';
import { startStripeSandbox } from '../../services/stripe-sandbox';
import { call, demoAccounts } from './demo-app';
import { inParallel } from './figures';

export interface CompeteApp {
  /** One base URL per API instance, in start order. */
  apiUrls: string[];
  apis: ManagedProcess[];
  worker: ManagedProcess;
  databaseUrl: string;
  /** The environment the API instances run with (what their AppConfig reads). */
  apiEnv: NodeJS.ProcessEnv;
  redisUrl: string;
  redisKeyPrefix: string;
  /** A pool on the app's database for setup and baselines (`max` connections). */
  pool: Pool;
  /** The running demo fundraiser, its groups and its games by slug. */
  demo: { fundraiserId: string; groupIds: string[]; games: Map<GameSlug, string>; adminToken: string };
  /** A session token for an account, as the API issues one at sign-in. */
  sessionFor(accountId: string): Promise<string>;
}

/**
 * The built API (`apis` instances) and worker on a throwaway PostgreSQL, Redis and Stripe sandbox, seeded with the
 * demo data as `npm start` does. TOKEN_EARN_CENTS=1 (a manual gift of $1 mints 100 tokens), so wallets fill fast.
 * The first instance applies the migrations before the others start. Everything stops when `body` settles.
 */
export async function withCompeteApp(
  options: { database: string; apis: number; poolMax?: number; env?: Record<string, string> },
  body: (app: CompeteApp) => Promise<void>,
): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-bench-'));
  // As root, PostgreSQL runs as its own system user, which must be able to reach its data directory.
  chmodSync(scratch, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), persistent: false });
  const redis = await startRedis({});
  const sandbox = await startStripeSandbox({ quiet: true });
  const processes: ManagedProcess[] = [];
  let pool: Pool | undefined;
  try {
    await postgres.createDatabase(options.database);
    const sessionSecret = randomBytes(48).toString('base64');
    const databaseUrl = postgres.databaseUrl(options.database);
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: options.database,
      STRIPE_SANDBOX_URL: sandbox.url,
      SESSION_SECRET: sessionSecret,
      TOKEN_EARN_CENTS: '1',
      CAPTCHA: 'off',
      SERVE_STATIC: 'off',
      LOG_LEVEL: 'error',
      ...options.env,
    };
    const backend = join(repoRoot, 'backend', 'dist', 'src');
    // e.g. API_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the API instances (NODE_OPTIONS refuses
    // --cpu-prof); a profile is written when its API exits.
    const apiArgs = (process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const startApi = async (index: number) => {
      const port = await freePort();
      const api = startProcess(`api-${index + 1}`, process.execPath, [...apiArgs, join(backend, 'main.js')], {
        env: { ...env, PORT: String(port) },
      });
      processes.push(api);
      await waitForHttp(`http://127.0.0.1:${port}/api/health`, 90_000, () => api.child.exitCode === null);
      return { api, url: `http://127.0.0.1:${port}` };
    };
    const first = await startApi(0);
    await run(process.execPath, [join(backend, 'seed-demo.js')], { cwd: repoRoot, env });
    const others = await Promise.all(Array.from({ length: options.apis - 1 }, (_, index) => startApi(index + 1)));
    const worker = startProcess('worker', process.execPath, [join(backend, 'worker.js')], { env });
    processes.push(worker);

    pool = new Pool({ connectionString: databaseUrl, max: options.poolMax ?? 10 });
    const sessionFor = sessionMinter(pool, sessionSecret);
    const demo = await demoFundraiser(pool, sessionFor);
    await body({
      apiUrls: [first.url, ...others.map((other) => other.url)],
      apis: [first.api, ...others.map((other) => other.api)],
      worker,
      databaseUrl,
      apiEnv: env,
      redisUrl: redis.url,
      redisKeyPrefix: options.database,
      pool,
      demo,
      sessionFor,
    });
  } finally {
    await Promise.all(processes.map((managed) => managed.stop()));
    await pool?.end();
    await sandbox.stop();
    await redis.stop();
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Opens a `sessions` row and signs its token the way backend/src/modules/identity/services/session-tokens.ts does. */
function sessionMinter(pool: Pool, secret: string): (accountId: string) => Promise<string> {
  return async (accountId) => {
    const sessionId = randomUUID();
    await pool.query(
      `insert into sessions (id, account_id, purpose, expires_at) values ($1, $2, 'session', now() + interval '12 hours')`,
      [sessionId, accountId],
    );
    return jwt.sign({ sub: accountId, sid: sessionId, purpose: 'session' }, secret, {
      algorithm: 'HS256',
      issuer: 'fundplay',
      audience: 'fundplay-web',
      expiresIn: 12 * 3600,
    });
  };
}

async function demoFundraiser(
  pool: Pool,
  sessionFor: (accountId: string) => Promise<string>,
): Promise<CompeteApp['demo']> {
  const { rows: fundraisers } = await pool.query<{ id: string; admin: string }>(
    `select f.id, f.primary_admin_id as admin from fundraisers f
      where f.starts_at <= now() and f.ends_at > now() order by f.starts_at limit 1`,
  );
  const fundraiser = fundraisers[0];
  if (!fundraiser) throw new Error('no running demo fundraiser: did seed-demo run?');
  const { rows: groups } = await pool.query<{ id: string }>(
    'select id from fundraiser_groups where fundraiser_id = $1 order by name',
    [fundraiser.id],
  );
  const { rows: games } = await pool.query<{ id: string; slug: GameSlug }>(
    'select id, slug from fundraiser_games where fundraiser_id = $1 and deleted_at is null',
    [fundraiser.id],
  );
  return {
    fundraiserId: fundraiser.id,
    groupIds: groups.map((group) => group.id),
    games: new Map(games.map((game) => [game.slug, game.id])),
    adminToken: await sessionFor(fundraiser.admin),
  };
}

export interface Competitor {
  accountId: string;
  token: string;
}

let competitorsMade = 0;

/**
 * `count` participants of the fundraiser (the demo one unless `fundraiserId`; spread over `groupIds`, when given),
 * each with a session and `tokens` tokens credited by the primary admin's manual gifts through the API
 * (TOKEN_EARN_CENTS=1: $1 = 100 tokens).
 */
export async function addCompetitors(
  app: CompeteApp,
  count: number,
  tokens: number,
  {
    fundraiserId = app.demo.fundraiserId,
    groupIds = fundraiserId === app.demo.fundraiserId ? app.demo.groupIds : [],
  }: { fundraiserId?: string; groupIds?: string[] } = {},
): Promise<Competitor[]> {
  const passwordHash = await hash(`Bench-${randomUUID()}`);
  const ids = Array.from({ length: count }, () => randomUUID());
  const first = competitorsMade;
  competitorsMade += count;
  const names = ['Ava', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay', 'Gus', 'Hana', 'Ivo', 'Jun'];
  await app.pool.query(
    `insert into accounts (id, kind, role, first_name, last_name, email, phone_no, password_hash, privileges,
                           verified_at, email_verified_at, phone_verified_at)
     select id, 'participant', 'participant', first_name, 'Bench', email, phone_no, $5, $6, now(), now(), now()
       from unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) as a (id, first_name, email, phone_no)`,
    [
      ids,
      ids.map((_, index) => names[(first + index) % names.length] as string),
      ids.map((_, index) => `bench-player-${first + index}@example.com`),
      ids.map((_, index) => `+1555${String(2_000_000 + first + index).padStart(7, '0')}`),
      passwordHash,
      JSON.stringify(noPrivileges),
    ],
  );
  await app.pool.query(
    `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id)
     select gen_random_uuid(), $1, account_id, 'participant', group_id
       from unnest($2::uuid[], $3::uuid[]) as m (account_id, group_id)`,
    [
      fundraiserId,
      ids,
      ids.map((_, index) => (groupIds.length > 0 ? (groupIds[index % groupIds.length] as string) : null)),
    ],
  );
  const competitors = await Promise.all(
    ids.map(async (accountId) => ({ accountId, token: await app.sessionFor(accountId) })),
  );
  if (tokens > 0) {
    await inParallel(ids, 4, (participantId) => giveTokens(app, participantId, tokens, fundraiserId));
  }
  return competitors;
}

/**
 * Credits `tokens` (rounded up to whole dollars of manual gifts) to a participant of the demo fundraiser (or of
 * `fundraiserId`, one of the demo primary admin's: see addRunningFundraiser).
 */
export async function giveTokens(
  app: CompeteApp,
  participantId: string,
  tokens: number,
  fundraiserId = app.demo.fundraiserId,
): Promise<void> {
  const amount = Math.max(100, Math.ceil(tokens / 100) * 100);
  await call(app.apiUrls[0] as string, routeTable.addManualDonation.path, {
    body: { amount, participantId, fundRaiserId: fundraiserId },
    token: app.demo.adminToken,
  });
}

/**
 * Another running fundraiser of the demo primary admin, with the demo one's dates, one group and the given games
 * (straight in the database, as the seed inserts the demo one): its own token-issuance account, so its spends share
 * no ledger row with the demo fundraiser's.
 */
export async function addRunningFundraiser(
  app: CompeteApp,
  slugs: readonly GameSlug[],
): Promise<{ fundraiserId: string; groupIds: string[]; games: Map<GameSlug, string> }> {
  const fundraiserId = randomUUID();
  await app.pool.query(
    `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents, primary_admin_id, created_by,
                              cause)
     select $1, $3, starts_at, ends_at, goal_cents, primary_admin_id, primary_admin_id,
            cause
       from fundraisers where id = $2`,
    [fundraiserId, app.demo.fundraiserId, `Bench ${fundraiserId.slice(0, 6)}`],
  );
  const groupId = randomUUID();
  await app.pool.query(
    `insert into fundraiser_groups (id, fundraiser_id, name, goal_cents) values ($1, $2, 'Bench group', 20000)`,
    [groupId, fundraiserId],
  );
  const games = new Map<GameSlug, string>();
  for (const slug of slugs) {
    const gameId = randomUUID();
    await app.pool.query(
      `insert into fundraiser_games (id, fundraiser_id, slug, name, description, created_by)
       select $1, $2, slug, name, description, created_by from fundraiser_games
        where fundraiser_id = $3 and slug = $4 and deleted_at is null`,
      [gameId, fundraiserId, app.demo.fundraiserId, slug],
    );
    games.set(slug, gameId);
  }
  return { fundraiserId, groupIds: [groupId], games };
}

/**
 * Moves the start of open runs an hour back. A benchmark computes its replays instead of playing them, and finishRun
 * ranks a run only once it has lasted as long as its replay plays; an hour covers every replay the benchmarks make.
 */
export async function startedAnHourAgo(app: CompeteApp, runIds: readonly string[]): Promise<void> {
  await app.pool.query(
    `update game_runs set started_at = started_at - interval '1 hour' where id = any($1::uuid[]) and status = 'open'`,
    [runIds],
  );
}

/** The demo participant (student@demo.fundplay.app), with a session. */
export async function demoParticipant(app: CompeteApp): Promise<Competitor> {
  const { rows } = await app.pool.query<{ id: string }>('select id from accounts where email = $1', [
    demoAccounts.participant.email,
  ]);
  const accountId = rows[0]?.id;
  if (!accountId) throw new Error('the demo participant is missing: did seed-demo run?');
  return { accountId, token: await app.sessionFor(accountId) };
}
