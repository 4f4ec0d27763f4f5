import type { INestApplicationContext } from '@nestjs/common';
import { SupportRequest } from '../../src/modules/site/entities/support-request.entity';
import { SupportRequestReceived } from '../../src/modules/site/events/support-request-received.event';
import { JobQueues } from '../../src/platform/events/job-queues.provider';
import { OutboxRelay } from '../../src/platform/events/outbox-relay';
import { UnitOfWork } from '../../src/platform/events/unit-of-work';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';
import { startWorker } from '../support/test-apps';

describe('the outbox', () => {
  let environment: TestEnvironment;
  let worker: INestApplicationContext;
  let sut: UnitOfWork;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    worker = await startWorker(environment.config);
    sut = worker.get(UnitOfWork);
  });

  afterAll(async () => {
    await worker?.close();
    await environment?.dispose();
  });

  const submit = (name: string, fail: boolean) =>
    sut.run(async ({ em, publish }) => {
      const request = em.create(SupportRequest, { name, email: `${name}@example.com`, message: 'hello' });
      em.persist(request);
      publish(
        new SupportRequestReceived({ supportRequestId: request.id, name, email: request.email, message: 'hello' }),
      );
      if (fail) throw new Error('the command failed after publishing');
      return request.id;
    });

  it('commits the outbox row together with the state it describes', async () => {
    const id = await submit('committed', false);
    const rows = await environment.sql<{ event_name: string; payload: { supportRequestId: string } }>(
      `select event_name, payload from outbox_events where payload->>'supportRequestId' = $1`,
      [id],
    );
    expect(rows).toEqual([
      { event_name: 'SupportRequestReceived', payload: expect.objectContaining({ supportRequestId: id }) },
    ]);
    expect(await environment.sql('select id from support_requests where id = $1', [id])).toHaveLength(1);
  });

  it('leaves neither state nor outbox row behind when the transaction rolls back', async () => {
    await expect(submit('rolled-back', true)).rejects.toThrow('the command failed after publishing');
    expect(await environment.sql(`select id from support_requests where name = 'rolled-back'`)).toHaveLength(0);
    expect(await environment.sql(`select id from outbox_events where payload->>'name' = 'rolled-back'`)).toHaveLength(
      0,
    );
  });

  it('enqueues one job per subscriber, and a row relayed twice is still one job each', async () => {
    const relay = worker.get(OutboxRelay);
    // Both subscribers send email, so both jobs go to the messaging queue.
    const queue = worker.get(JobQueues).get('messaging');
    const id = await submit('relayed-twice', false);
    await relay.drain();
    // The commit's nudge may have started a drain of its own that holds the row for a moment.
    const row = await eventually('the row to be dispatched', async () => {
      const [found] = await environment.sql<{ id: string; event_key: string; dispatched_at: Date | null }>(
        `select id, event_key, dispatched_at from outbox_events where payload->>'supportRequestId' = $1`,
        [id],
      );
      return found?.dispatched_at ? found : undefined;
    });
    const jobIds = [`${row.event_key}-site.notify-support-team`, `${row.event_key}-site.acknowledge-support-request`];
    const firstRun = await Promise.all(jobIds.map((jobId) => queue.getJob(jobId)));
    expect(firstRun.every(Boolean)).toBe(true);

    // A relay that died after enqueueing but before marking the row: the row comes round again.
    await environment.sql('update outbox_events set dispatched_at = null where id = $1', [row.id]);
    await relay.drain();
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed', 'failed']);
    expect(
      jobs
        .filter((job) => job.id?.startsWith(`${row.event_key}-`))
        .map((job) => job.id)
        .sort(),
    ).toEqual([...jobIds].sort());
  });

  it('still runs the jobs of a new event whose sequence number an earlier, finished event had', async () => {
    const relay = worker.get(OutboxRelay);
    const queue = worker.get(JobQueues).get('messaging');
    const first = await submit('before-restore', false);
    await relay.drain();
    const [old] = await environment.sql<{ id: string; event_key: string }>(
      `select id, event_key from outbox_events where payload->>'supportRequestId' = $1`,
      [first],
    );
    await eventually('the first event to be handled', async () => {
      const found = await queue.getJob(`${old?.event_key}-site.notify-support-team`);
      return found && (await found.getState()) === 'completed' ? found : undefined;
    });
    // A database recreated or restored under the same Redis: the sequence hands out the old number again.
    await environment.sql('delete from outbox_events');
    await environment.sql(`select setval(pg_get_serial_sequence('outbox_events', 'id'), $1, false)`, [old?.id]);
    const second = await submit('after-restore', false);
    await relay.drain();
    const [reused] = await environment.sql<{ id: string; event_key: string }>(
      `select id, event_key from outbox_events where payload->>'supportRequestId' = $1`,
      [second],
    );
    expect(reused?.id).toBe(old?.id);
    const job = await eventually('the new event to be handled', async () => {
      const found = await queue.getJob(`${reused?.event_key}-site.notify-support-team`);
      return found && (await found.getState()) === 'completed' ? found : undefined;
    });
    expect(job.data.payload).toMatchObject({ supportRequestId: second });
  });

  it('fails a job whose payload does not match its event schema at once, without retries', async () => {
    const [row] = await environment.sql<{ event_key: string }>(
      `insert into outbox_events (event_name, payload) values ('SecondaryAdminApproved', $1) returning event_key`,
      [JSON.stringify({ accountId: 'not-a-uuid', email: 'x@example.com' })],
    );
    const queue = worker.get(JobQueues).get('messaging');
    const jobId = `${row?.event_key}-identity.notify-secondary-admin-approved`;
    const failed = await eventually('the job to fail', async () => {
      const job = await queue.getJob(jobId);
      // Read again once failed: the copy read before the failure has no failedReason yet.
      return job && (await job.getState()) === 'failed' ? await queue.getJob(jobId) : undefined;
    });
    // Failed for good on its first run, although it had retries to spare: a retryable error would be delayed.
    expect(failed.opts.attempts).toBe(8);
    expect(failed.failedReason).toContain('Invalid SecondaryAdminApproved payload');
    expect(failed.failedReason).toContain('accountId');
    expect(failed.failedReason).toContain('firstName');
    expect(await environment.sql(`select id from outbound_messages where recipient = 'x@example.com'`)).toEqual([]);
  });
});
