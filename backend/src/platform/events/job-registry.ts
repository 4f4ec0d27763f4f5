import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import { domainEventNames, type DomainEventName } from '@fundplay/contracts';
import { DOMAIN_JOB, type DomainJobHandler, type DomainJobOptions } from './domain-job';

export interface RegisteredJob {
  name: string;
  event: DomainEventName;
  handler: DomainJobHandler<DomainEventName>;
}

/**
 * The routing table from events to jobs, discovered from @DomainJob providers. Boot fails when
 * an event has no subscriber or two handlers share a job name, so no event is silently dropped.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly byName = new Map<string, RegisteredJob>();
  private readonly byEvent = new Map<DomainEventName, RegisteredJob[]>();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit() {
    const jobs = this.discovery.getProviders().flatMap((wrapper) => {
      const options = wrapper.metatype
        ? this.reflector.get<DomainJobOptions<DomainEventName> | undefined>(DOMAIN_JOB, wrapper.metatype)
        : undefined;
      return options && wrapper.instance
        ? [{ name: options.name, event: options.on, handler: wrapper.instance as DomainJobHandler<DomainEventName> }]
        : [];
    });
    this.load(jobs);
  }

  load(jobs: RegisteredJob[]) {
    const problems: string[] = [];
    for (const job of jobs) {
      if (this.byName.has(job.name)) problems.push(`job "${job.name}" has two handlers`);
      this.byName.set(job.name, job);
      this.byEvent.set(job.event, [...(this.byEvent.get(job.event) ?? []), job]);
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
}
