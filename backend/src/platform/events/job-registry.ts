import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { domainEventNames, type DomainEventName } from '@fundplay/contracts';
import { DOMAIN_JOB, type DomainJobHandler, type DomainJobOptions } from './domain-job';
import type { JobQueueName } from './job-queues';
import { SCHEDULED_JOB, type ScheduledJobHandler, type ScheduledJobOptions } from './scheduled-job';

export interface RegisteredJob {
  name: string;
  event: DomainEventName;
  queue: JobQueueName;
  handler: DomainJobHandler<DomainEventName>;
}

export interface RegisteredScheduledJob {
  name: string;
  queue: JobQueueName;
  everyMs: ScheduledJobOptions['everyMs'];
  alsoAtBoot?: boolean;
  handler: ScheduledJobHandler;
}

/**
 * The routing table from events to jobs (and their queues), discovered from @DomainJob providers, plus the
 * @ScheduledJob providers. Boot fails when an event has no subscriber or two handlers share a job name, so
 * no event is silently dropped.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly byName = new Map<string, RegisteredJob>();
  private readonly byEvent = new Map<DomainEventName, RegisteredJob[]>();
  private readonly scheduledByName = new Map<string, RegisteredScheduledJob>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit() {
    const jobs: RegisteredJob[] = [];
    const scheduled: RegisteredScheduledJob[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const domain = this.reflector.get<DomainJobOptions<DomainEventName> | undefined>(DOMAIN_JOB, wrapper.metatype);
      if (domain) {
        jobs.push({
          name: domain.name,
          event: domain.on,
          queue: domain.queue,
          handler: wrapper.instance as DomainJobHandler<DomainEventName>,
        });
      }
      const repeatable = this.reflector.get<ScheduledJobOptions | undefined>(SCHEDULED_JOB, wrapper.metatype);
      if (repeatable) scheduled.push({ ...repeatable, handler: wrapper.instance as ScheduledJobHandler });
    }
    this.load(jobs, scheduled);
  }

  load(jobs: RegisteredJob[], scheduled: RegisteredScheduledJob[] = []) {
    const problems: string[] = [];
    for (const job of jobs) {
      if (this.byName.has(job.name)) problems.push(`job "${job.name}" has two handlers`);
      this.byName.set(job.name, job);
      this.byEvent.set(job.event, [...(this.byEvent.get(job.event) ?? []), job]);
    }
    for (const job of scheduled) {
      if (this.byName.has(job.name) || this.scheduledByName.has(job.name))
        problems.push(`job "${job.name}" has two handlers`);
      this.scheduledByName.set(job.name, job);
    }
    for (const event of domainEventNames) {
      if (!this.byEvent.has(event)) problems.push(`event "${event}" has no job subscribed to it`);
    }
    if (problems.length > 0) throw new Error(`The job routing table is incomplete:\n  - ${problems.join('\n  - ')}`);
  }

  subscribersOf(event: string): RegisteredJob[] {
    return this.byEvent.get(event as DomainEventName) ?? [];
  }

  job(name: string): RegisteredJob | undefined {
    return this.byName.get(name);
  }

  scheduledJob(name: string): RegisteredScheduledJob | undefined {
    return this.scheduledByName.get(name);
  }

  scheduledJobs(): RegisteredScheduledJob[] {
    return [...this.scheduledByName.values()];
  }

  /** The queues some job runs on: the worker starts one consumer for each. */
  queuesInUse(): JobQueueName[] {
    const queues = new Set<JobQueueName>();
    for (const job of this.byName.values()) queues.add(job.queue);
    for (const job of this.scheduledByName.values()) queues.add(job.queue);
    return [...queues];
  }
}
