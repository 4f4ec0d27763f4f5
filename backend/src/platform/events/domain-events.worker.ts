import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { domainEventSchemas } from '@fundplay/contracts';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { jobOptions, queueConcurrency, type DomainEventJobData, type JobQueueName } from './job-queues';
import { JobQueues } from './job-queues.provider';
import { recordJobDuration } from '../metrics/job-metrics';
import { JobRegistry } from './job-registry';

/**
 * The consuming side of the queues, only in the worker process: one BullMQ worker per queue that has jobs,
 * each with its own concurrency. Event payloads are checked against their schema before a handler sees them.
 * A worker that dies mid-job stops renewing its lock; after `lockDuration` another worker's stalled-job
 * check puts the job back, and the handler's effect key keeps the retry from doing anything twice.
 */
/** How long after boot a job marked `alsoAtBoot` runs: the relay first passes on what was stored meanwhile. */
export const BOOT_RUN_DELAY_MS = 2_000;

@Injectable()
export class DomainEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DomainEventsWorker.name);
  private readonly workers: Worker[] = [];
  /** Names this process's boot runs, so adding one again (a retried boot step) adds nothing. */
  private readonly bootId = randomUUID();

  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap() {
    // A worker may be given some queues only (WORKER_QUEUES): the money path can then have workers of its own.
    for (const queue of this.registry.queuesInUse()) {
      if (this.config.worker.queues.includes(queue)) this.workers.push(this.consume(queue));
    }
    // One schedule per job across all workers: BullMQ's job scheduler is an upsert keyed by the job's name.
    for (const job of this.registry.scheduledJobs()) {
      await this.queues
        .get(job.queue)
        .upsertJobScheduler(
          job.name,
          { every: typeof job.everyMs === 'function' ? job.everyMs(this.config) : job.everyMs },
          { name: job.name, data: {}, opts: { ...jobOptions(this.config), attempts: 3 } },
        );
      if (job.alsoAtBoot) {
        await this.queues.get(job.queue).add(
          job.name,
          {},
          {
            ...jobOptions(this.config),
            attempts: 3,
            delay: BOOT_RUN_DELAY_MS,
            jobId: `${job.name}-boot-${this.bootId}`,
          },
        );
      }
    }
  }

  /** Waits for the jobs in progress to finish, then disconnects. */
  async onApplicationShutdown() {
    await Promise.all(this.workers.map((worker) => worker.close()));
  }

  /** The queues this process consumes, with their concurrency. Exposed for tests. */
  consumers(): { queue: string; concurrency: number }[] {
    return this.workers.map((worker) => ({ queue: worker.name, concurrency: worker.concurrency }));
  }

  private consume(queue: JobQueueName): Worker {
    const worker = new Worker(queue, (job) => this.process(job), {
      connection: { url: this.config.redis.url, maxRetriesPerRequest: null },
      prefix: `${this.config.redis.keyPrefix}:bull`,
      concurrency: queueConcurrency(this.config, queue),
      lockDuration: this.config.worker.lockDurationMs,
      stalledInterval: this.config.worker.stalledIntervalMs,
      maxStalledCount: 3,
    });
    worker.on('completed', (job) => recordJobDuration(queue, job, 'completed'));
    worker.on('failed', (job, error) => {
      recordJobDuration(queue, job, 'failed');
      this.logger.warn({ queue, jobId: job?.id, attempt: job?.attemptsMade, err: error }, `job ${job?.name} failed`);
    });
    worker.on('error', (error) => this.logger.error({ queue, err: error }, 'queue worker error'));
    return worker;
  }

  private async process(job: Job): Promise<void> {
    const scheduled = this.registry.scheduledJob(job.name);
    if (scheduled) {
      const result = await scheduled.handler.run();
      this.logger.log({ jobId: job.id, result }, `job ${job.name} done`);
      return;
    }
    const registered = this.registry.job(job.name);
    if (!registered) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    const data = job.data as DomainEventJobData;
    const parsed = domainEventSchemas[registered.event].safeParse(data.payload);
    if (!parsed.success) {
      // A payload that does not match its schema will not match on a retry either.
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`);
      this.logger.error({ jobId: job.id, event: registered.event, problems }, `job ${job.name} has an invalid payload`);
      throw new UnrecoverableError(`Invalid ${registered.event} payload: ${problems.join('; ')}`);
    }
    await registered.handler.handle(parsed.data as never, {
      effectKey: job.id ?? `${data.outboxId}-${job.name}`,
      attempt: job.attemptsMade + 1,
    });
    this.logger.log({ jobId: job.id, event: registered.event }, `job ${job.name} done`);
  }
}
