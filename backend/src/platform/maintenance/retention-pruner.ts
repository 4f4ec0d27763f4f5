import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ScheduledJob, type ScheduledJobHandler } from '../events/scheduled-job';

const BATCH_SIZE = 5_000;

export interface PruneResult {
  outboxEvents: number;
  jobEffects: number;
}

/**
 * Retention for the event pipeline: dispatched outbox rows and job effects older than their configured
 * periods are deleted, in small batches so the tables stay writable meanwhile. Finished BullMQ jobs are
 * pruned by BullMQ itself (removeOnComplete / removeOnFail ages from the same config).
 * Job effects outlive the retries of their job by far, so a pruned key can no longer be asked for.
 */
@Injectable()
@ScheduledJob({ name: 'maintenance.prune-retention', queue: 'maintenance', everyMs: 3600_000 })
export class RetentionPruner implements ScheduledJobHandler {
  constructor(
    private readonly em: EntityManager,
    private readonly config: AppConfig,
  ) {}

  run(): Promise<PruneResult> {
    return this.prune();
  }

  async prune(now: Date = new Date()): Promise<PruneResult> {
    const day = 24 * 3600_000;
    const outboxBefore = new Date(now.getTime() - this.config.retention.outboxDays * day);
    const effectsBefore = new Date(now.getTime() - this.config.retention.jobEffectDays * day);
    return {
      outboxEvents: await this.deleteInBatches(
        `delete from outbox_events where id in (
           select id from outbox_events where dispatched_at is not null and dispatched_at < ? limit ${BATCH_SIZE})`,
        outboxBefore,
      ),
      jobEffects: await this.deleteInBatches(
        `delete from job_effects where key in (
           select key from job_effects where completed_at < ? limit ${BATCH_SIZE})`,
        effectsBefore,
      ),
    };
  }

  private async deleteInBatches(sql: string, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await this.em.fork().getConnection().execute(sql, [before], 'run');
      const deleted = Number((result as { affectedRows?: number }).affectedRows ?? 0);
      total += deleted;
      if (deleted < BATCH_SIZE) return total;
    }
  }
}
