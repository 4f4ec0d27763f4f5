import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { createFundraiser, moveStartIntoPast, signedInPrimaryAdmin } from '../support/fundraiser-helpers';
import { api } from '../support/identity-helpers';
import { sandboxStripe, startDonation, verifiedPayoutAccount } from '../support/payment-helpers';
import { startApi } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

const compiledWorker = join(__dirname, '..', '..', 'dist', 'src', 'worker.js');

/** The real, compiled worker as its own OS process, so it can be killed like a crashed machine. */
function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [compiledWorker], { env: { ...process.env, ...env }, stdio: 'ignore' });
}

describe('a worker killed in the middle of fulfilling a payment', () => {
  let environment: TestEnvironment;
  let app: NestFastifyApplication;
  let url: string;
  const children: ChildProcess[] = [];
  const clients: Client[] = [];

  beforeAll(async () => {
    if (!existsSync(compiledWorker))
      throw new Error(`Build the backend first (npm run build): ${compiledWorker} is missing`);
    environment = await createTestEnvironment({
      QUEUE_LOCK_DURATION_MS: '2000',
      QUEUE_STALLED_INTERVAL_MS: '1000',
      RECONCILIATION_INTERVAL_SECONDS: '86400',
    });
    // The API alone at first: the webhook is stored, its fulfilment waits in the outbox for a worker.
    ({ app, url } = await startApi(environment.config));
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const client of clients) await client.end().catch(() => undefined);
    await app?.close();
    await environment?.dispose();
  });

  it('leaves nothing half done, and the next worker books the gift and sends its receipt once', async () => {
    const client = api(url);
    const stripe = sandboxStripe(environment.config);
    const admin = await signedInPrimaryAdmin(environment, app);
    const fundraiser = await createFundraiser(client, admin.token);
    await moveStartIntoPast(environment, fundraiser._id);
    await environment.sql('update fundraisers set payout_account_id = $1 where id = $2', [
      await verifiedPayoutAccount(stripe),
      fundraiser._id,
    ]);
    const code = `crash${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    // Every fundraiser has its own donation code from its creation; this test names it.
    await environment.sql(`update referral_codes set code = $1 where kind = 'fundraiser' and fundraiser_id = $2`, [
      code,
      fundraiser._id,
    ]);
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const started = await startDonation(client, code, { amount: 2500, email });
    const [{ id: paymentId }] = (await environment.sql<{ id: string }>(
      'select id from payments where provider_intent_id = $1',
      [started.paymentIntentId],
    )) as [{ id: string }];
    const ref = `payment:${paymentId}`;
    await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    const [event] = await eventually('the signed webhook to be stored', async () => {
      const rows = await environment.sql<{ id: string }>(
        `select id from stripe_events where type = 'payment_intent.succeeded'`,
      );
      return rows.length > 0 ? rows : undefined;
    });

    // Hold the event's row: the worker's fulfilment posts to the ledger, then waits to mark the event processed.
    const blocker = new Client({ connectionString: environment.env.DATABASE_URL });
    clients.push(blocker);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from stripe_events where id = $1 for update', [event?.id]);

    const first = spawnWorker(environment.env);
    children.push(first);
    await eventually(
      'the first worker to be half-way through the fulfilment',
      async () =>
        (
          await environment.sql<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock' and query ilike '%update stripe_events%'`,
          )
        )[0]?.n === 1,
      20_000,
    );
    // It has written the gift's ledger entries in its (uncommitted) transaction.
    expect(
      await environment.sql(
        `select distinct c.relname from pg_locks l join pg_class c on c.oid = l.relation
           join pg_stat_activity a on a.pid = l.pid
          where a.datname = current_database() and a.wait_event_type = 'Lock' and l.mode = 'RowExclusiveLock'
            and c.relname in ('ledger_transactions', 'ledger_entries', 'payments') order by c.relname`,
      ),
    ).toEqual([{ relname: 'ledger_entries' }, { relname: 'ledger_transactions' }, { relname: 'payments' }]);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await blocker.query('rollback');

    // The killed worker's transaction never committed: no money moved, no receipt went out.
    await eventually(
      'the killed worker’s transaction to be gone',
      async () =>
        (
          await environment.sql<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and query ilike '%update stripe_events%'
                and state <> 'idle'`,
          )
        )[0]?.n === 0,
      20_000,
    );
    expect(await environment.sql('select 1 from ledger_transactions where external_ref = $1', [ref])).toEqual([]);
    expect(await environment.sql(`select status from payments where id = $1`, [paymentId])).toEqual([
      { status: 'requires_payment' },
    ]);

    const second = spawnWorker(environment.env);
    children.push(second);
    await eventually(
      'the second worker to send the receipt',
      async () =>
        (
          await environment.sql<{ status: string }>('select status from outbound_messages where recipient = $1', [
            email,
          ])
        )[0]?.status === 'sent',
      30_000,
    );
    // Long enough for any duplicate (a stalled job taken up again) to have shown up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(await environment.sql('select kind from ledger_transactions where external_ref = $1', [ref])).toEqual([
      { kind: 'donation' },
    ]);
    expect(await environment.sql('select status from payments where id = $1', [paymentId])).toEqual([
      { status: 'succeeded' },
    ]);
    expect(
      await environment.sql(
        `select processed_at is not null as processed from stripe_events where type = 'payment_intent.succeeded'`,
      ),
    ).toEqual([{ processed: true }]);
    expect(await environment.sql('select status from outbound_messages where recipient = $1', [email])).toEqual([
      { status: 'sent' },
    ]);
    expect((await client.mailbox(email)).filter((mail) => mail.subject?.startsWith('Your receipt'))).toHaveLength(1);

    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  });
});
