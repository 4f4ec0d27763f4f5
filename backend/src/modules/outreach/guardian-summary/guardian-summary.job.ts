import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { AppConfig } from '../../../config/app-config';
import { ScheduledJob, type ScheduledJobHandler } from '../../../platform/events/scheduled-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { GetFundraiserNamesQuery } from '../../identity/ports/get-fundraiser-names.query';
import {
  ListGuardianContactsQuery,
  type GuardianContact,
} from '../../identity/queries/list-guardian-contacts/list-guardian-contacts.query';
import { OutreachMessage } from '../entities/outreach-message.entity';
import { guardianSummaryEmail } from './guardian-summary-text';
import { isoWeekOf } from './iso-week';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export interface GuardianSummaryReport {
  week: string;
  /** Children whose guardian got this week's summary on this run. */
  sent: string[];
}

/**
 * The guardian's weekly summary (issue #11): every day, each participant under 18 with a guardian email who sent
 * outreach in the last 7 days gets a summary emailed to the guardian, keyed `guardian-summary:<child>:<ISO week>` in
 * the Messenger, so it goes once a week however many runs, retries or workers there are. A run that could not send
 * one summary sends the others, then fails so the queue retries it (sent ones are not sent again).
 */
@Injectable()
@ScheduledJob({ name: 'outreach.guardian-weekly-summary', queue: 'outreach', everyMs: DAY_MS })
export class GuardianSummaryJob implements ScheduledJobHandler {
  private readonly logger = new Logger(GuardianSummaryJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  run(): Promise<GuardianSummaryReport> {
    return this.summarise();
  }

  async summarise(now: Date = new Date()): Promise<GuardianSummaryReport> {
    const week = isoWeekOf(now);
    const since = new Date(now.getTime() - WEEK_MS);
    const senders = await this.em.fork().execute<{ sender_account_id: string }[]>(
      `select distinct sender_account_id from outreach_messages
          where sender_role = 'participant' and created_at >= ? and created_at < ?`,
      [since, now],
    );
    const children = await this.queries.execute(
      new ListGuardianContactsQuery(
        senders.map((row) => row.sender_account_id),
        now,
      ),
    );
    const report: GuardianSummaryReport = { week, sent: [] };
    const failures: unknown[] = [];
    for (const child of children) {
      try {
        if (await this.summariseOne(child, week, since, now)) report.sent.push(child.accountId);
      } catch (error) {
        this.logger.warn({ accountId: child.accountId, err: error }, "could not send a guardian's weekly summary");
        failures.push(error);
      }
    }
    if (report.sent.length > 0) this.logger.log({ week, summaries: report.sent.length }, 'sent guardian summaries');
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} guardian summaries failed`);
    return report;
  }

  private async summariseOne(child: GuardianContact, week: string, since: Date, now: Date): Promise<boolean> {
    const key = `guardian-summary:${child.accountId}:${week}`;
    if (await this.messenger.wasSent(key)) return false;
    const messages = await this.em
      .fork()
      .find(
        OutreachMessage,
        { senderAccountId: child.accountId, senderRole: 'participant', createdAt: { $gte: since, $lt: now } },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
    if (messages.length === 0) return false;
    const fundraisers = new Map(
      (await this.queries.execute(new GetFundraiserNamesQuery([...new Set(messages.map((m) => m.fundraiserId))]))).map(
        (fundraiser) => [fundraiser.id, fundraiser],
      ),
    );
    const email = guardianSummaryEmail(
      child,
      messages.map((message) => ({
        channel: message.channel,
        recipientName: message.recipientName,
        status: message.status,
        createdAt: new Date(message.createdAt),
        fundraiserName: fundraisers.get(message.fundraiserId)?.fundRaisingName ?? 'a fundraiser',
        timeZone: fundraisers.get(message.fundraiserId)?.timeZone ?? 'UTC',
      })),
      this.config.support,
    );
    return this.messenger.sendEmail(key, { to: child.guardianEmail, ...email });
  }
}
