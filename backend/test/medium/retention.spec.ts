import type { INestApplicationContext } from '@nestjs/common';
import { DomainEventsWorker } from '../../src/platform/events/domain-events.worker';
import { JobQueues } from '../../src/platform/events/job-queues.provider';
import { RetentionPruner } from '../../src/platform/maintenance/retention-pruner';
import { startWorker } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

describe('retention of the event pipeline', () => {
  let environment: TestEnvironment;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    environment = await createTestEnvironment({
      OUTBOX_RETENTION_DAYS: '7',
      JOB_EFFECT_RETENTION_DAYS: '30',
      WORKER_CONCURRENCY: '3',
      QUEUE_CONCURRENCY_MESSAGING: '6',
    });
    worker = await startWorker(environment.config);
    // A job scheduler runs its job once right away; let that run finish so it does not race the seeds below.
    const queue = worker.get(JobQueues).get('maintenance');
    await eventually('the first scheduled run', async () => (await queue.getCompletedCount()) >= 1);
  });

  afterAll(async () => {
    await worker?.close();
    await environment?.dispose();
  });

  /** Outbox rows and job effects of known ages; returns their ids/keys by label. */
  async function seed(label: string) {
    const outbox = async (createdDaysAgo: number, dispatchedDaysAgo: number | null) => {
      const [row] = await environment.sql<{ id: string }>(
        `insert into outbox_events (event_name, payload, created_at, dispatched_at)
         values ('Test', $1, now() - make_interval(days => $2::int),
                 case when $3::int is null then null else now() - make_interval(days => $3::int) end)
         returning id`,
        [JSON.stringify({ label }), createdDaysAgo, dispatchedDaysAgo],
      );
      return String(row?.id);
    };
    const effect = async (key: string, daysAgo: number) => {
      await environment.sql(
        `insert into job_effects (key, completed_at) values ($1, now() - make_interval(days => $2::int))`,
        [key, daysAgo],
      );
      return key;
    };
    return {
      oldDispatched: await outbox(40, 40),
      recentDispatched: await outbox(2, 2),
      oldUndispatched: await outbox(40, null),
      oldEffect: await effect(`${label}-old`, 31),
      recentEffect: await effect(`${label}-recent`, 29),
    };
  }

  const remaining = async (ids: Record<string, string>) => {
    const outbox = await environment.sql<{ id: string }>('select id from outbox_events where id = any($1::bigint[])', [
      [ids.oldDispatched, ids.recentDispatched, ids.oldUndispatched],
    ]);
    const effects = await environment.sql<{ key: string }>('select key from job_effects where key = any($1)', [
      [ids.oldEffect, ids.recentEffect],
    ]);
    return { outbox: outbox.map((row) => String(row.id)).sort(), effects: effects.map((row) => row.key).sort() };
  };

  it('deletes dispatched outbox rows and job effects older than their periods, and nothing else', async () => {
    const ids = await seed('direct');
    const result = await worker.get(RetentionPruner).prune();
    expect(result).toEqual({ outboxEvents: 1, jobEffects: 1 });
    expect(await remaining(ids)).toEqual({
      // An undispatched row is never pruned, however old: its events have not left yet.
      outbox: [ids.recentDispatched, ids.oldUndispatched].sort(),
      effects: [ids.recentEffect],
    });
  });

  it('runs hourly on the maintenance queue through a BullMQ job scheduler', async () => {
    const queue = worker.get(JobQueues).get('maintenance');
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: 'maintenance.prune-retention',
        name: 'maintenance.prune-retention',
        every: 3600000,
      }),
    ]);

    // The scheduled run, triggered now rather than in an hour.
    const ids = await seed('scheduled');
    const job = await queue.add('maintenance.prune-retention', {});
    await eventually('the pruning job to complete', async () => (await job.getState()) === 'completed');
    expect(await remaining(ids)).toEqual({
      outbox: [ids.recentDispatched, ids.oldUndispatched].sort(),
      effects: [ids.recentEffect],
    });
  });

  it('consumes every queue that has jobs, each with its configured concurrency', () => {
    expect(
      worker
        .get(DomainEventsWorker)
        .consumers()
        .sort((a, b) => a.queue.localeCompare(b.queue)),
    ).toEqual([
      { queue: 'maintenance', concurrency: 3 },
      { queue: 'messaging', concurrency: 6 },
      { queue: 'outreach', concurrency: 3 },
      { queue: 'payments', concurrency: 3 },
      { queue: 'projections', concurrency: 3 },
    ]);
  });
});
