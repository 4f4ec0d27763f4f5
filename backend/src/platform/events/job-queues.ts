import type { JobsOptions } from 'bullmq';
import type { AppConfig } from '../../config/app-config';

/**
 * The BullMQ queues, one per kind of work, so slow bulk work (outreach) cannot delay codes (messaging) and
 * each kind scales with its own concurrency (`QUEUE_CONCURRENCY_<QUEUE>`).
 */
export const jobQueueNames = ['messaging', 'payments', 'projections', 'outreach', 'maintenance'] as const;

export type JobQueueName = (typeof jobQueueNames)[number];

/** What the relay puts on a queue for one (outbox event, subscriber) pair. */
export interface DomainEventJobData {
  outboxId: string;
  event: string;
  payload: unknown;
}

/**
 * Retries with exponential back-off. Finished jobs are kept for the configured time, long enough that a
 * row relayed twice finds its job id and adds nothing; job data holds no secret, only references.
 */
export function jobOptions(config: Pick<AppConfig, 'retention'>): JobsOptions {
  return {
    attempts: 8,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: { age: config.retention.completedJobHours * 3600 },
    removeOnFail: { age: config.retention.failedJobDays * 24 * 3600 },
  };
}

/** Jobs one worker runs at once on `queue`. */
export function queueConcurrency(config: Pick<AppConfig, 'worker'>, queue: JobQueueName): number {
  return config.worker.queueConcurrency[queue] ?? config.worker.concurrency;
}
