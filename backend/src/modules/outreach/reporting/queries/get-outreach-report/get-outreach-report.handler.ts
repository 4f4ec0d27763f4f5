import type { OutreachReport, OutreachReportRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { integerFromDb } from '../../../../../platform/database/integer-from-db';
import { GetFundraiserMoneyScopeQuery } from '../../../../fundraisers/queries/get-fundraiser-money-scope/get-fundraiser-money-scope.query';
import { GetPeopleQuery } from '../../../../identity/queries/get-people/get-people.query';
import { OutreachMessage } from '../../../entities/outreach-message.entity';
import { outreachMessageView } from '../../outreach-message-view';
import { GetOutreachReportQuery } from './get-outreach-report.query';

type Counts = Omit<OutreachReportRow, 'participantId' | 'name'>;

const zero = (): Counts => ({
  emails: 0,
  texts: 0,
  delivered: 0,
  failed: 0,
  optedOut: 0,
  scheduled: 0,
  donations: 0,
  donationsCents: 0,
});

/** The administrators' own messages the report lists, newest first. */
const ADMIN_MESSAGES_SHOWN = 500;
const FORMER_PARTICIPANT = 'Former participant';

/**
 * Counts per participant: `emails` and `texts` are the messages handed (or about to be handed) to a transport
 * (queued, sent, delivered, failed); `delivered` and `failed` are among them; `scheduled` are held back by a limit
 * and `optedOut` were stopped by the recipient's opt-out. Donations are the gifts attributed to the participant's
 * tracking codes, kept when the participant deleted the messages. Every participant of the fundraiser has a row,
 * and so does anyone who sent or was credited as a participant and has since left.
 */
@QueryHandler(GetOutreachReportQuery)
export class GetOutreachReportHandler implements IQueryHandler<GetOutreachReportQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: GetOutreachReportQuery): Promise<OutreachReport> {
    // The fundraisers context decides who administers the fundraiser (404 otherwise) and names its members.
    const scope = await this.queries.execute(new GetFundraiserMoneyScopeQuery(user, fundraiserId));
    const em = this.em.fork();
    const [sent, attributed, adminMessages] = await Promise.all([
      em.execute<
        {
          sender_account_id: string;
          emails: string;
          texts: string;
          delivered: string;
          failed: string;
          opted_out: string;
          scheduled: string;
        }[]
      >(
        `select sender_account_id,
                count(*) filter (where channel = 'email' and status in ('queued', 'sent', 'delivered', 'failed')) as emails,
                count(*) filter (where channel = 'sms' and status in ('queued', 'sent', 'delivered', 'failed')) as texts,
                count(*) filter (where status = 'delivered') as delivered,
                count(*) filter (where status = 'failed') as failed,
                count(*) filter (where status = 'opted_out') as opted_out,
                count(*) filter (where status = 'scheduled') as scheduled
           from outreach_messages
          where fundraiser_id = ? and sender_role = 'participant'
          group by sender_account_id`,
        [fundraiserId],
      ),
      em.execute<{ sender_account_id: string; donations: string; cents: string }[]>(
        `select a.sender_account_id, count(*) as donations, sum(a.amount_cents) as cents
           from outreach_attributions a
           left join outreach_messages m on m.id = a.message_id
          where a.fundraiser_id = ? and (m.id is null or m.sender_role = 'participant')
          group by a.sender_account_id`,
        [fundraiserId],
      ),
      em.find(
        OutreachMessage,
        { fundraiserId, senderRole: 'admin' },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: ADMIN_MESSAGES_SHOWN },
      ),
    ]);

    const rows = new Map<string, OutreachReportRow>();
    const rowOf = (participantId: string, name?: string) => {
      let row = rows.get(participantId);
      if (!row) rows.set(participantId, (row = { participantId, name: name ?? FORMER_PARTICIPANT, ...zero() }));
      return row;
    };
    for (const member of scope.members) {
      if (member.role === 'participant') rowOf(member.accountId, `${member.firstName} ${member.lastName}`.trim());
    }
    for (const counts of sent) {
      Object.assign(rowOf(counts.sender_account_id), {
        emails: Number(counts.emails),
        texts: Number(counts.texts),
        delivered: Number(counts.delivered),
        failed: Number(counts.failed),
        optedOut: Number(counts.opted_out),
        scheduled: Number(counts.scheduled),
      });
    }
    for (const gifts of attributed) {
      Object.assign(rowOf(gifts.sender_account_id), {
        donations: Number(gifts.donations),
        donationsCents: integerFromDb(gifts.cents),
      });
    }
    const members = new Set(scope.members.map((member) => member.accountId));
    await this.nameFormerParticipants(
      rows,
      [...rows.keys()].filter((id) => !members.has(id)),
    );

    const participants = [...rows.values()].sort(
      (a, b) => a.name.localeCompare(b.name) || a.participantId.localeCompare(b.participantId),
    );
    const totals = zero();
    for (const row of participants) {
      for (const key of Object.keys(totals) as (keyof Counts)[]) totals[key] += row[key];
    }
    return { participants, totals, adminMessages: adminMessages.map(outreachMessageView) };
  }

  /** Someone who sent as a participant and is no longer a member is still named, when identity knows them. */
  private async nameFormerParticipants(rows: Map<string, OutreachReportRow>, formerIds: string[]): Promise<void> {
    if (formerIds.length === 0) return;
    const people = await this.queries.execute(new GetPeopleQuery(formerIds));
    for (const person of people) {
      const row = rows.get(person.id);
      if (row) row.name = `${person.firstName} ${person.lastName}`.trim();
    }
  }
}
