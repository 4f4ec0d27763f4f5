import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { ScheduledJob, type ScheduledJobHandler } from '../../../../platform/events/scheduled-job';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { OutreachMessageDue } from '../events/outreach-message-due.event';

/** How often scheduled messages are looked for. */
export const RELEASE_DUE_MESSAGES_MS = 60_000;
/** Messages released per transaction. */
const BATCH_SIZE = 200;
/** Batches per run, so one run stays short; the next run takes the rest. */
const MAX_BATCHES = 50;

/**
 * Releases the messages the limits held back once their time has come: each due `scheduled` row becomes `queued`
 * with an OutreachMessageDue event, in the same transaction. Rows are claimed with SKIP LOCKED, so overlapping runs
 * never release one twice. Nothing is planned again here; the delivery job still checks the opt-out.
 */
@Injectable()
@ScheduledJob({ name: 'outreach.release-due-messages', queue: 'outreach', everyMs: RELEASE_DUE_MESSAGES_MS })
export class ReleaseDueOutreachMessagesJob implements ScheduledJobHandler {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async run(): Promise<{ released: number }> {
    let released = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const count = await this.releaseBatch();
      released += count;
      if (count < BATCH_SIZE) break;
    }
    return { released };
  }

  private releaseBatch(): Promise<number> {
    return this.uow.run(async ({ em, publish }) => {
      const rows = await em.execute<{ id: string }[]>(
        `update outreach_messages set status = 'queued'
          where id in (select id from outreach_messages
                        where status = 'scheduled' and send_at <= ?
                        order by send_at limit ? for update skip locked)
          returning id`,
        [this.clock.now(), BATCH_SIZE],
      );
      for (const row of rows) publish(new OutreachMessageDue({ messageId: row.id }));
      return rows.length;
    });
  }
}
