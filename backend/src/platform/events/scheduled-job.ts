import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import type { JobQueueName } from './job-queues';

export const SCHEDULED_JOB = Symbol('SCHEDULED_JOB');

export interface ScheduledJobOptions {
  /** Unique job name, `<area>.<what-it-does>`; also the BullMQ job scheduler's id. */
  name: string;
  queue: JobQueueName;
  /**
   * How often it runs, or how to read that from the configuration. One run per period across all workers
   * (BullMQ job scheduler).
   */
  everyMs: number | ((config: AppConfig) => number);
  /**
   * Also run once shortly after each worker starts. The schedule lives in Redis and outlives a worker, so without
   * this a restarted worker waits up to a whole period for the next run (reconciliation after an outage).
   */
  alsoAtBoot?: boolean;
}

/** A repeatable job (retention, reconciliation): it runs on a schedule, not in answer to an event. */
export interface ScheduledJobHandler {
  run(): Promise<unknown>;
}

/** Marks a provider as a scheduled job; the worker registers its schedule and runs it at boot. */
export const ScheduledJob = (options: ScheduledJobOptions) => SetMetadata(SCHEDULED_JOB, options);
