import { SetMetadata } from '@nestjs/common';
import type { DomainEventMap, DomainEventName } from '@fundplay/contracts';

export const DOMAIN_JOB = Symbol('DOMAIN_JOB');

export interface DomainJobOptions<N extends DomainEventName> {
  /** Unique job name, `<context>.<what-it-does>`; part of the BullMQ job id and of the effect key. */
  name: string;
  /** The event this job subscribes to. */
  on: N;
}

/** What a job receives: the event payload, and the key that makes its effect happen exactly once. */
export interface JobContext {
  /** `<outboxId>-<jobName>`: the same on every retry of this job. */
  effectKey: string;
  attempt: number;
}

/** A job subscribed to one domain event. It must be idempotent: record `effectKey` with its effect (see JobEffects). */
export interface DomainJobHandler<N extends DomainEventName> {
  handle(payload: DomainEventMap[N], context: JobContext): Promise<void>;
}

/** Marks a provider as the handler of a domain job; the worker discovers it at boot. */
export const DomainJob = <N extends DomainEventName>(options: DomainJobOptions<N>) => SetMetadata(DOMAIN_JOB, options);
