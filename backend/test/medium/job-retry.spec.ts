import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { SecondaryAdminApproved } from '../../src/modules/identity/events/secondary-admin-approved.event';
import { JobQueues } from '../../src/platform/events/job-queues.provider';
import { UnitOfWork } from '../../src/platform/events/unit-of-work';
import { FakeSmtpServer } from '../support/fake-smtp-server';
import { startWorker } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

/** Publishes an event whose job sends one email to `email` (the approval notice), through the real outbox. */
const approve = (worker: INestApplicationContext, email: string) =>
  worker
    .get(UnitOfWork)
    .run(async ({ publish }) =>
      publish(new SecondaryAdminApproved({ accountId: randomUUID(), email, firstName: 'Ada' })),
    );

const messageRecord = async (environment: TestEnvironment, email: string) =>
  environment.sql<{ status: string; attempts: number; transport: string; sent_at: Date | null; error: string | null }>(
    `select status, attempts, transport, sent_at, error from outbound_messages where recipient = $1`,
    [email],
  );

describe('a job whose delivery fails once', () => {
  const smtp = new FakeSmtpServer();
  let environment: TestEnvironment;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    const port = await smtp.start();
    environment = await createTestEnvironment({ EMAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    worker = await startWorker(environment.config);
  });

  afterAll(async () => {
    await worker?.close();
    await environment?.dispose();
    await smtp.stop();
  });

  it('is retried, and its email is delivered and recorded exactly once', async () => {
    smtp.behaviour = 'fail-once';
    await approve(worker, 'retry@example.com');

    await eventually('the retried delivery', async () => smtp.delivered.length === 1);
    expect(smtp.dataStarted).toBe(2); // the failed attempt and the retry
    // Give a wrongly duplicated job the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]).toContain('Your FundPlay administrator account is approved');
    const [record] = await eventually('the message to be marked sent', async () => {
      const rows = await messageRecord(environment, 'retry@example.com');
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(record).toMatchObject({ status: 'sent', attempts: 2, transport: 'smtp', error: null });
    expect(record?.sent_at).not.toBeNull();
  });

  it('records a refused attempt as failed with the reason, until the retry succeeds', async () => {
    smtp.behaviour = 'fail-once';
    await approve(worker, 'failed-first@example.com');
    const [failed] = await eventually('the first attempt to be recorded as failed', async () => {
      const rows = await messageRecord(environment, 'failed-first@example.com');
      return rows[0]?.status === 'failed' || rows[0]?.status === 'sent' ? rows : undefined;
    });
    // The retry's back-off is a second: the failed state is observable before it.
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.error).toMatch(/451|temporary failure/);
    await eventually('the retry to deliver', async () => {
      const rows = await messageRecord(environment, 'failed-first@example.com');
      return rows[0]?.status === 'sent';
    });
  });

  it('sends nothing when a job that already sent its message runs again', async () => {
    smtp.behaviour = 'accept';
    const before = smtp.delivered.length;
    await approve(worker, 'once@example.com');
    await eventually('the delivery', async () => smtp.delivered.length === before + 1);
    const queue = worker.get(JobQueues).get('messaging');
    const job = await eventually('the job to complete', async () => {
      const jobs = await queue.getJobs(['completed']);
      return jobs.find((candidate) => candidate.data.payload?.email === 'once@example.com');
    });

    // A retry of the same job (as after a worker that crashed before acknowledging it).
    const firstFinishedOn = job.finishedOn ?? 0;
    await job.retry('completed');
    await eventually('the retried job to complete again', async () => {
      const again = await queue.getJob(job.id ?? '');
      return again && (await again.getState()) === 'completed' && (again.finishedOn ?? 0) > firstFinishedOn;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.delivered).toHaveLength(before + 1);
    expect(await messageRecord(environment, 'once@example.com')).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1 }),
    ]);
  });
});

describe('sends blocked on a slow provider', () => {
  const smtp = new FakeSmtpServer();
  let environment: TestEnvironment;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    const port = await smtp.start();
    environment = await createTestEnvironment({
      EMAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      DATABASE_POOL_MAX: '2',
      QUEUE_CONCURRENCY_MESSAGING: '5',
    });
    worker = await startWorker(environment.config);
  });

  afterAll(async () => {
    await smtp.stop(); // releases the hung deliveries, so the worker can close
    await worker?.close();
    await environment?.dispose();
  });

  it('hold no database connection: five hang at once on a pool of two, and other queries still run', async () => {
    smtp.behaviour = 'hang-on-data';
    for (let i = 0; i < 5; i += 1) await approve(worker, `slow-${i}@example.com`);

    // With a transaction held across each send, only two could ever reach the provider.
    await eventually('all five sends to be in flight', async () => smtp.dataStarted === 5);
    const em = worker.get(EntityManager).fork();
    const started = Date.now();
    for (let i = 0; i < 5; i += 1) {
      expect(await em.execute('select 1 as ok')).toEqual([{ ok: 1 }]);
    }
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(
      await environment.sql(
        `select status from outbound_messages where recipient like 'slow-%' and status = 'pending'`,
      ),
    ).toHaveLength(5);
  });
});
