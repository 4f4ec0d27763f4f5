import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { DOMAIN_EVENTS_QUEUE, type DomainEventJobData } from './domain-events.queue';
import { JobRegistry } from './job-registry';

/**
 * The consuming side of the queue, only in the worker process: hands each job to its @DomainJob handler.
 * A worker that dies mid-job stops renewing its lock; after `lockDuration` another worker's stalled-job
 * check puts the job back, and the handler's effect key keeps the retry from doing anything twice.
 */
@Injectable()
export class DomainEventsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DomainEventsWorker.name);
  private worker?: Worker<DomainEventJobData>;

  constructor(
    private readonly registry: JobRegistry,
    private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap() {
    this.worker = new Worker<DomainEventJobData>(DOMAIN_EVENTS_QUEUE, (job) => this.process(job), {
      connection: { url: this.config.redis.url, maxRetriesPerRequest: null },
      prefix: `${this.config.redis.keyPrefix}:bull`,
      concurrency: this.config.worker.concurrency,
      lockDuration: this.config.worker.lockDurationMs,
      stalledInterval: this.config.worker.stalledIntervalMs,
      maxStalledCount: 3,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ jobId: job?.id, attempt: job?.attemptsMade, err: error }, `job ${job?.name} failed`),
    );
    this.worker.on('error', (error) => this.logger.error({ err: error }, 'queue worker error'));
  }

  /** Waits for the jobs in progress to finish, then disconnects. */
  async onApplicationShutdown() {
    await this.worker?.close();
  }

  private async process(job: Job<DomainEventJobData>): Promise<void> {
    const registered = this.registry.job(job.name);
    if (!registered) throw new Error(`No handler for job "${job.name}"`);
    await registered.handler.handle(job.data.payload as never, {
      effectKey: job.id ?? `${job.data.outboxId}-${job.name}`,
      attempt: job.attemptsMade + 1,
    });
    this.logger.log({ jobId: job.id, event: job.data.event }, `job ${job.name} done`);
  }
}
