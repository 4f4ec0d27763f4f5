import type { EntityManager } from '@mikro-orm/postgresql';
import { Gauge, Registry } from 'prom-client';
import type { JobQueues } from '../events/job-queues.provider';

const queueStates = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * Figures every process sees the same of, read from Redis and PostgreSQL when Prometheus scrapes (so they hold for
 * the whole installation, whichever API node answers): each queue's jobs by state, and the outbox events not yet
 * handed to a queue with the age of the oldest. A source that does not answer leaves its series out of that scrape.
 */
export function sharedStateMetrics(queues: JobQueues, em: EntityManager): Registry {
  const registry = new Registry();
  new Gauge({
    name: 'fundplay_queue_jobs',
    help: 'Jobs in each BullMQ queue by state (read from Redis at scrape time)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      await Promise.all(
        queues.all().map(async ([name, queue]) => {
          const counts = await queue.getJobCounts(...queueStates).catch(() => null);
          if (counts) for (const state of queueStates) this.set({ queue: name, state }, counts[state] ?? 0);
        }),
      );
    },
  });
  // Both outbox gauges come from one query per scrape: the second collector joins the first one's read.
  let outboxRead: Promise<{ pending: number; ageSeconds: number } | null> | null = null;
  const readOutbox = () => {
    outboxRead ??= em
      .getConnection()
      .execute<{ pending: string; age: number | null }[]>(
        `select count(*) as pending, extract(epoch from now() - min(created_at))::float8 as age
           from outbox_events where dispatched_at is null`,
      )
      .then(
        ([row]) => (row ? { pending: Number(row.pending), ageSeconds: Math.max(0, row.age ?? 0) } : null),
        () => null,
      )
      .finally(() => setImmediate(() => (outboxRead = null)));
    return outboxRead;
  };
  new Gauge({
    name: 'fundplay_outbox_pending_events',
    help: 'Outbox events stored but not yet relayed to a queue',
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.pending);
    },
  });
  new Gauge({
    name: 'fundplay_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox event not yet relayed (0 when none waits): the relay lag',
    registers: [registry],
    async collect() {
      this.reset();
      const outbox = await readOutbox();
      if (outbox) this.set(outbox.ageSeconds);
    },
  });
  return registry;
}
