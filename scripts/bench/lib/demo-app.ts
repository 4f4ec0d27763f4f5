/**
 * What the benchmarks share: a throwaway FundPlay seeded with the demo data (the built API and worker, as
 * `npm start` runs them), JSON calls to it, and the real sign-in of a demo account (password, then the 5-digit
 * code read from the dev mailbox).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeTable, type ApiResponse, type LoginResult, type MailboxMessage } from '@fundplay/contracts';
import { repoRoot } from '../../lib/build';
import { withBuiltApp } from '../../lib/built-app';
import { run } from '../../lib/processes';
import { startEmbeddedPostgres, type RunningPostgres } from '../../services/postgres';
import { startRedis } from '../../services/redis';
import { startStripeSandbox } from '../../services/stripe-sandbox';

/** The demo accounts of backend/src/seed-demo.ts. */
export const demoAccounts = {
  admin: { email: 'admin@demo.fundplay.app', password: 'Demo1234!', role: 'admin' },
  participant: { email: 'student@demo.fundplay.app', password: 'Demo1234!', role: 'participant' },
} as const;
export const DEMO_FUNDRAISER = 'Lincoln High Spring Fundraiser';

export async function call<T>(
  baseUrl: string,
  path: string,
  init: { body?: unknown; token?: string; method?: string } = {},
): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** The real sign-in: password, then the newest code the dev mailbox holds for the email. */
export async function signIn(
  baseUrl: string,
  account: { email: string; password: string; role: string },
): Promise<string> {
  const mailbox = `${routeTable.devMessages.path}?to=${encodeURIComponent(account.email)}`;
  const before = (await call<MailboxMessage[]>(baseUrl, mailbox)).length;
  const login = await call<ApiResponse<LoginResult>>(baseUrl, routeTable.login.path, {
    body: { ...account, verificationSelection: 'email' },
  });
  const deadline = Date.now() + 15_000;
  let otp: string | undefined;
  while (!otp) {
    if (Date.now() > deadline) throw new Error(`no sign-in code reached ${account.email} in the dev mailbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const messages = await call<MailboxMessage[]>(baseUrl, mailbox);
    // Newest first: the messages beyond the `before` oldest ones arrived since the login.
    otp = messages
      .slice(0, Math.max(0, messages.length - before))
      .map((message) => /\b(\d{5}) is your code\b/.exec(message.body)?.[1])
      .find(Boolean);
  }
  const verified = await call<ApiResponse<{ accessToken: string }>>(baseUrl, routeTable.verifyOtp.path, {
    body: {
      email: account.email,
      role: account.role,
      verificationSelection: 'email',
      mode: 'logIn',
      otp,
      challengeId: login.data.challengeId,
    },
  });
  return verified.data.accessToken;
}

export interface SeededApp {
  baseUrl: string;
  postgres: RunningPostgres;
  database: string;
  /** The app's Redis prefix, which also names its tenant in the Stripe sandbox. */
  redisKeyPrefix: string;
  redisUrl: string;
  stripeSandboxUrl: string;
}

/** The built API and worker on a throwaway PostgreSQL, Redis and Stripe sandbox, seeded as `npm start` does. */
export async function withSeededApp(
  database: string,
  body: (app: SeededApp) => Promise<void>,
  /** Overrides of the app's environment, e.g. `{ SERVE_STATIC: 'on' }` for a bench that loads the web app. */
  env: Record<string, string> = {},
): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'fundplay-bench-'));
  // As root, PostgreSQL runs as its own system user, which must be able to reach its data directory.
  chmodSync(scratch, 0o755);
  const postgres = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), persistent: false });
  const redis = await startRedis({});
  const sandbox = await startStripeSandbox({ quiet: true });
  try {
    await withBuiltApp(
      { postgres, redisUrl: redis.url, stripeSandboxUrl: sandbox.url },
      { database, env: { CAPTCHA: 'off', SERVE_STATIC: 'off', LOG_LEVEL: 'error', ...env } },
      async (baseUrl) => {
        await run(process.execPath, [join(repoRoot, 'backend', 'dist', 'src', 'seed-demo.js')], {
          cwd: repoRoot,
          env: {
            ...process.env,
            NODE_ENV: 'test',
            DATABASE_URL: postgres.databaseUrl(database),
            REDIS_URL: redis.url,
            REDIS_KEY_PREFIX: database,
            STRIPE_SANDBOX_URL: sandbox.url,
            LOG_LEVEL: 'error',
          },
        });
        await body({
          baseUrl,
          postgres,
          database,
          redisKeyPrefix: database,
          redisUrl: redis.url,
          stripeSandboxUrl: sandbox.url,
        });
      },
    );
  } finally {
    await sandbox.stop();
    await redis.stop();
    await postgres.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}
