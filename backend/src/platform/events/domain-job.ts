import { SetMetadata } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from '@fundplay/contracts';
import type { JobQueueName } from './job-queues';

export const DOMAIN_JOB = Symbol('DOMAIN_JOB');

export interface DomainJobOptions<N extends DomainEventName> {
  /** Unique job name, `<context>.<what-it-does>`; part of the BullMQ job id and of the effect key. */
  name: string;
  /** The event this job subscribes to. */
  on: N;
  /** The kind of work, which picks the queue (and so its concurrency): messages, money, projections ... */
  queue: JobQueueName;
}

/** What a job receives: the event payload, and the key that makes its effect happen exactly once. */
export interface JobContext {
  /** `<outboxId>-<jobName>`: the same on every retry of this job. */
  effectKey: string;
  attempt: number;
}

/**
 * A job subscribed to one domain event. It must be idempotent: record `effectKey` with its database effect
 * (see JobEffects), or send through the Messenger with `effectKey` as the message's idempotency key.
 * The payload has been validated against the event's schema before `handle` runs.
 */
export interface DomainJobHandler<N extends DomainEventName> {
  handle(payload: DomainEventMap[N], context: JobContext): Promise<void>;
}

/** Marks a provider as the handler of a domain job; the worker discovers it at boot. */
export const DomainJob = <N extends DomainEventName>(options: DomainJobOptions<N>) => SetMetadata(DOMAIN_JOB, options);
