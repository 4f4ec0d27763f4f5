import type { DomainEventName } from '@fundplay/contracts';

/** The BullMQ queue that carries one job per (outbox event, subscriber). */
export const DOMAIN_EVENTS_QUEUE = 'domain-events';

export interface DomainEventJobData {
  outboxId: string;
  event: DomainEventName;
  payload: unknown;
}

/** Retries with exponential back-off; finished jobs are kept a week so a re-enqueued job id is recognised and ignored. */
export const domainEventJobOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 50_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
} as const;
