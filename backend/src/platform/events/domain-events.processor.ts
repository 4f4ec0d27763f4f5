import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from '../../config/app-config';
import { DOMAIN_EVENTS_QUEUE, type DomainEventJobData } from './domain-events.queue';
import { JobRegistry } from './job-registry';

/** The worker side of the queue: hands each job to its @DomainJob handler. Lives only in the worker process. */
@Processor(DOMAIN_EVENTS_QUEUE, { autorun: false })
export class DomainEventsProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(DomainEventsProcessor.name);

  constructor(
    private readonly registry: JobRegistry,
    private readonly config: AppConfig,
  ) {
    super();
  }

  onApplicationBootstrap() {
    // Nest has created the BullMQ worker by now (during module init); start it with the configured concurrency.
    this.worker.concurrency = this.config.worker.concurrency;
    void this.worker.run();
  }

  async process(job: Job<DomainEventJobData>): Promise<void> {
    const registered = this.registry.job(job.name);
    if (!registered) throw new Error(`No handler for job "${job.name}"`);
    await registered.handler.handle(job.data.payload as never, {
      effectKey: job.id ?? `${job.data.outboxId}-${job.name}`,
      attempt: job.attemptsMade + 1,
    });
    this.logger.log({ jobId: job.id, event: job.data.event }, `job ${job.name} done`);
  }
}
