import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The metrics one process records as things happen (requests it answers, jobs it runs, ledger postings it writes),
 * plus Node's default process metrics. One registry per process: the API serves it on `/metrics`, the worker on
 * `METRICS_PORT`; Prometheus scrapes every process and sums across them.
 */
export const processMetrics = new Registry();

collectDefaultMetrics({ register: processMetrics, prefix: 'fundplay_' });

/** Request latency per route pattern (its `_count` is the request rate), never per raw URL: labels stay bounded. */
export const httpRequestDuration = new Histogram({
  name: 'fundplay_http_request_duration_seconds',
  help: 'HTTP requests answered, by method, route pattern and status class, with their latency',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processMetrics],
});

/** How long jobs ran in this worker, from BullMQ's own start and finish timestamps. */
export const jobDuration = new Histogram({
  name: 'fundplay_job_duration_seconds',
  help: 'Jobs run by this worker, by queue, job name and outcome, with how long each ran',
  labelNames: ['queue', 'job', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [processMetrics],
});

/** Ledger transactions this process wrote, by kind (a replay of one already posted is not counted). */
export const ledgerPostings = new Counter({
  name: 'fundplay_ledger_postings_total',
  help: 'Ledger transactions written by this process, by transaction kind',
  labelNames: ['kind'] as const,
  registers: [processMetrics],
});

/** Counts a posting when it wrote a transaction; returns the result unchanged, so a caller can wrap its return. */
export function countPosting<T extends { posted: boolean }>(kind: string, result: T): T {
  if (result.posted) ledgerPostings.inc({ kind });
  return result;
}
