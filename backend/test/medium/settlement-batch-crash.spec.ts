import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { checkLedgerInvariants } from '../../src/modules/ledger/ledger-invariants';
import { createFundraiser, moveStartIntoPast, signedInPrimaryAdmin } from '../support/fundraiser-helpers';
import { api } from '../support/identity-helpers';
import { sandboxStripe, startDonation, verifiedPayoutAccount } from '../support/payment-helpers';
import { startApi } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

const compiledWorker = join(__dirname, '..', '..', 'dist', 'src', 'worker.js');
const GIFTS = 4;

/** The real, compiled worker as its own OS process, so it can be killed like a crashed machine. */
function spawnWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [compiledWorker], { env: { ...process.env, ...env }, stdio: 'ignore' });
}

/**
 * payments/jobs/fulfil-stripe-event settles a fundraiser's pending successes in one transaction; a worker killed in
 * the middle of such a batch (its gifts posted, not committed) leaves none of them booked, and the next worker
 * books every one of them once and sends each receipt once.
 */
describe('a worker killed in the middle of settling a batch of gifts', () => {
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
    // The API alone at first: the webhooks are stored, their fulfilment waits in the outbox for a worker.
    ({ app, url } = await startApi(environment.config));
  });

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const client of clients) await client.end().catch(() => undefined);
    await app?.close();
    await environment?.dispose();
  });

  const count = async (text: string, params: unknown[] = []) =>
    (await environment.sql<{ n: number }>(text, params))[0]?.n;

  it('books none of the batch, then every gift once with one receipt each', async () => {
    const client = api(url);
    const stripe = sandboxStripe(environment.config);
    const admin = await signedInPrimaryAdmin(environment, app);
    const fundraiser = await createFundraiser(client, admin.token);
    await moveStartIntoPast(environment, fundraiser._id);
    await environment.sql('update fundraisers set payout_account_id = $1 where id = $2', [
      await verifiedPayoutAccount(stripe),
      fundraiser._id,
    ]);
    const code = `batch${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await environment.sql(`update referral_codes set code = $1 where kind = 'fundraiser' and fundraiser_id = $2`, [
      code,
      fundraiser._id,
    ]);
    const emails = Array.from({ length: GIFTS }, () => `batch-${randomUUID().slice(0, 8)}@example.com`);
    for (const email of emails) {
      const started = await startDonation(client, code, { amount: 2500, email });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
    }
    await eventually(
      'every signed success to be stored with its fundraiser',
      async () =>
        (await count(
          `select count(*)::int as n from stripe_events where type = 'payment_intent.succeeded' and fundraiser_id = $1`,
          [fundraiser._id],
        )) === GIFTS,
    );
    const payments = `select id from payments where fundraiser_id = '${fundraiser._id}'`;

    // Hold one event's row: the worker's batch posts every gift, then waits to mark the events processed.
    const [held] = await environment.sql<{ id: string }>(
      `select id from stripe_events where type = 'payment_intent.succeeded' order by received_at desc limit 1`,
    );
    const blocker = new Client({ connectionString: environment.env.DATABASE_URL });
    clients.push(blocker);
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select 1 from stripe_events where id = $1 for update', [held?.id]);

    const first = spawnWorker(environment.env);
    children.push(first);
    await eventually(
      'the first worker to be half-way through the batch',
      async () =>
        (await count(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
              and query ilike '%update stripe_events%'`,
        )) === 1,
    );
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await blocker.query('rollback');
    await eventually(
      'the killed worker’s transaction to be gone',
      async () =>
        (await count(
          `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and query ilike '%update stripe_events%'
              and state <> 'idle'`,
        )) === 0,
    );
    // Nothing of the batch committed: no gift booked, no event processed, no receipt.
    expect(
      await count(`select count(*)::int as n from ledger_transactions where fundraiser_id = $1`, [fundraiser._id]),
    ).toBe(0);
    expect(
      await count(
        `select count(*)::int as n from stripe_events where processed_at is not null and fundraiser_id = $1`,
        [fundraiser._id],
      ),
    ).toBe(0);
    expect(await count(`select count(*)::int as n from outbound_messages where recipient = any($1)`, [emails])).toBe(0);

    const second = spawnWorker(environment.env);
    children.push(second);
    await eventually(
      'the second worker to send every receipt',
      async () =>
        (await count(`select count(*)::int as n from outbound_messages where recipient = any($1) and status = 'sent'`, [
          emails,
        ])) === GIFTS,
    );
    // Long enough for any duplicate (a stalled job taken up again) to have shown up.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    expect(
      await environment.sql(
        `select kind, count(*)::int as n, count(distinct external_ref)::int as refs from ledger_transactions
          where external_ref in (select 'payment:' || id from (${payments}) p) group by kind`,
      ),
    ).toEqual([{ kind: 'donation', n: GIFTS, refs: GIFTS }]);
    expect(
      await environment.sql(`select distinct status from payments where fundraiser_id = $1`, [fundraiser._id]),
    ).toEqual([{ status: 'succeeded' }]);
    expect(
      await count(`select count(*)::int as n from stripe_events where processed_at is null and fundraiser_id = $1`, [
        fundraiser._id,
      ]),
    ).toBe(0);
    for (const email of emails) {
      expect((await client.mailbox(email)).filter((mail) => mail.subject?.startsWith('Your receipt'))).toHaveLength(1);
    }
    const check = await checkLedgerInvariants((text, params) => environment.sql(text, params));
    expect(check.violations).toEqual([]);

    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  });
});
