import type { Job } from 'bullmq';
import { jobDuration } from './process-metrics';

/** Records how long a finished job ran, from the start and finish times BullMQ stored on it. */
export function recordJobDuration(queue: string, job: Job | undefined, outcome: 'completed' | 'failed'): void {
  if (!job?.processedOn || !job.finishedOn) return;
  jobDuration.observe({ queue, job: job.name, outcome }, Math.max(0, job.finishedOn - job.processedOn) / 1000);
}
