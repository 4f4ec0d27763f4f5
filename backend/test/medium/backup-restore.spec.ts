import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { AppConfig } from '../../src/config/app-config';
import { LeaderboardProjection } from '../../src/modules/games/leaderboards/leaderboard-projection';
import { LeaderboardStore } from '../../src/modules/games/leaderboards/leaderboard-store';
import { addGame } from '../support/compete-helpers';
import {
  createFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  signedInPrimaryAdmin,
} from '../support/fundraiser-helpers';
import { startApi, startTestApp, startWorker, type TestApp } from '../support/test-apps';
import { eventually } from '../support/test-environment';
import { databaseUrl, testServices } from '../support/test-services';
import { earnTokens } from '../support/wallet-helpers';

const run = promisify(execFile);
const repoRoot = join(__dirname, '..', '..', '..');
const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
const TOKEN_EARN_CENTS = 100;

/** Runs one of the repository's scripts the way `npm run …` does, against `databaseUrl`. */
const script = (name: string, databaseUrl: string, args: string[] = []) =>
  run(tsx, [join(repoRoot, 'scripts', name), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    timeout: 180_000,
  });

/** What must survive a backup: every ledger total, every gift and every outbox event still to relay. */
async function snapshot(sql: (text: string) => Promise<Record<string, unknown>[]>) {
  return {
    accounts: await sql(
      `select asset, kind, owner_id, fundraiser_id, balance::text from ledger_accounts
        order by asset, kind, owner_id nulls first, fundraiser_id nulls first`,
    ),
    transactions: await sql(
      `select id::text, kind, external_ref, fundraiser_id, created_at from ledger_transactions order by id`,
    ),
    entries: await sql(`select transaction_id::text, account_id::text, amount::text from ledger_entries order by id`),
    pendingOutbox: await sql(
      `select id::text, event_name, payload, created_at from outbox_events where dispatched_at is null order by id`,
    ),
    verifiedRuns: await sql(`select id, score, verified_sequence::text from game_runs order by id`),
  };
}

describe('a backup restored into an empty database', () => {
  let app: TestApp;
  let restoredApi: NestFastifyApplication | undefined;
  let restoredWorker: INestApplicationContext | undefined;
  let fundraiserId: string;
  let gameId: string;
  const restoredName = `t_restored_${randomUUID().replace(/-/g, '')}`;
  const workDir = mkdtempSync(join(tmpdir(), 'fundplay-backup-'));
  const backupFile = join(workDir, 'fundplay.backup.gz');

  beforeAll(async () => {
    // No worker: the gifts' events stay in the outbox, as events the relay had not reached when the backup ran.
    app = await startTestApp({ CAPTCHA: 'off', TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS) }, { worker: false });
    const admin = await signedInPrimaryAdmin(app.environment, app.app);
    fundraiserId = (await createFundraiser(app.client, admin.token))._id;
    await moveStartIntoPast(app.environment, fundraiserId);
    gameId = (await addGame(app.url, admin.token, fundraiserId))._id;
    const players = [];
    for (const tokens of [30, 12, 7]) {
      const participant = await insertParticipantMember(app.environment, fundraiserId);
      await earnTokens(app.client, admin.token, {
        fundraiserId,
        participantId: participant.id,
        tokens,
        tokenEarnCents: TOKEN_EARN_CENTS,
      });
      const [membership] = await app.environment.sql<{ id: string }>(
        'select id::text from fundraiser_memberships where account_id = $1 and fundraiser_id = $2',
        [participant.id, fundraiserId],
      );
      players.push({ accountId: participant.id, membershipId: membership?.id as string });
    }
    // Verified runs, as the replay verifier leaves them; the live board is projected from them.
    for (const [index, score] of [420, 1_337, 99, 2 ** 32 - 1, 5].entries()) {
      const player = players[index % players.length] as (typeof players)[number];
      await app.environment.sql(
        `insert into game_runs (id, fundraiser_id, game_id, slug, membership_id, account_id, group_id, seed, status,
                                expires_at, finished_at, claimed_score, score, level, ticks, verified_sequence)
         values ($1, $2, $3, 'alphabet-merge', $4, $5, null, 7, 'verified', now(), now(), $6, $6, 3, 10,
                 nextval('game_run_verifications'))`,
        [randomUUID(), fundraiserId, gameId, player.membershipId, player.accountId, score],
      );
    }
    await app.app.get(LeaderboardProjection).rebuild(fundraiserId, gameId);

    const admin2 = new Client({ connectionString: testServices().postgresUrl });
    await admin2.connect();
    await admin2.query(`create database ${restoredName} template template0`);
    await admin2.end();
  });

  afterAll(async () => {
    await restoredWorker?.close();
    await restoredApi?.close();
    await app?.stop();
    const cleanup = new Client({ connectionString: testServices().postgresUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${restoredName} with (force)`);
    await cleanup.end();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps every ledger total, gift, verified run and pending outbox event, requeues events relayed just before, passes the ledger check and rebuilds the same boards', async () => {
    const sourceUrl = app.environment.config.database.url;
    const restoredUrl = databaseUrl(testServices().postgresUrl, restoredName);
    // Two events the relay had handed to Redis: one long before the backup, one minutes before it (its jobs may
    // not have run; Redis is not in the backup, so the restore gives it back to the relay).
    const [longRelayed, recentlyRelayed] = await app.environment.sql<Record<string, unknown>>(
      `select id::text, event_name, payload, created_at from outbox_events where dispatched_at is null order by id limit 2`,
    );
    await app.environment.sql(`update outbox_events set dispatched_at = now() - interval '3 hours' where id = $1`, [
      longRelayed?.id,
    ]);
    await app.environment.sql(`update outbox_events set dispatched_at = now() - interval '5 minutes' where id = $1`, [
      recentlyRelayed?.id,
    ]);
    const before = await snapshot((text) => app.environment.sql(text));
    expect(before.pendingOutbox.length).toBeGreaterThanOrEqual(1);
    expect(before.transactions.filter((row) => row.kind === 'manualDonation')).toHaveLength(3);
    const liveBoard = await app.app.get(LeaderboardStore).dump(fundraiserId, gameId);
    expect(liveBoard.fundraiser?.length).toBeGreaterThan(1);

    await script('backup.ts', sourceUrl, [backupFile]);
    await script('restore.ts', restoredUrl, [backupFile]);

    const restored = new Client({ connectionString: restoredUrl });
    await restored.connect();
    try {
      const after = await snapshot(async (text) => (await restored.query(text)).rows as Record<string, unknown>[]);
      expect(after).toEqual({
        ...before,
        pendingOutbox: [...before.pendingOutbox, recentlyRelayed].sort((a, b) =>
          Number(BigInt(a?.id as string) - BigInt(b?.id as string)),
        ),
      });
      // Sequences go on from where they were: the next ids never collide with restored rows.
      const [next] = (
        await restored.query<{ id: string }>(
          `insert into outbox_events (event_name, payload) values ('afterRestore', '{}') returning id::text`,
        )
      ).rows;
      expect(BigInt(next?.id as string)).toBeGreaterThan(BigInt(before.pendingOutbox.at(-1)?.id as string));
      await restored.query(`delete from outbox_events where event_name = 'afterRestore'`);
    } finally {
      await restored.end();
    }

    const check = await script('check-ledger.ts', restoredUrl);
    expect(check.stdout).toMatch(/ledger/i);

    // What `npm run rebuild-leaderboards` does, on the restored database and a Redis that holds nothing yet.
    const config = AppConfig.fromEnvironment({
      ...app.environment.env,
      DATABASE_URL: restoredUrl,
      REDIS_KEY_PREFIX: `${app.environment.env.REDIS_KEY_PREFIX}_restored`,
    });
    restoredApi = (await startApi(config)).app;
    // A fresh Redis: the board has no player yet.
    expect(await restoredApi.get(LeaderboardStore).dump(fundraiserId, gameId)).toEqual({ fundraiser: ['[]'] });
    const { boards } = await restoredApi.get(LeaderboardProjection).rebuildAll();
    expect(boards).toBeGreaterThanOrEqual(1);
    expect(await restoredApi.get(LeaderboardStore).dump(fundraiserId, gameId)).toEqual(liveBoard);

    // A worker on the restored installation hands every pending event to the queues.
    restoredWorker = await startWorker(config);
    const restoredSql = new Client({ connectionString: restoredUrl });
    await restoredSql.connect();
    try {
      await eventually('the relay to pass on the restored pending events', async () => {
        const { rows } = await restoredSql.query<{ pending: string }>(
          'select count(*)::text as pending from outbox_events where dispatched_at is null',
        );
        return rows[0]?.pending === '0';
      });
    } finally {
      await restoredSql.end();
    }
  });

  it('refuses to restore into a database that is not empty', async () => {
    await script('backup.ts', app.environment.config.database.url, [backupFile]);
    await expect(script('restore.ts', app.environment.config.database.url, [backupFile])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('not empty') as unknown,
    });
  });
});
