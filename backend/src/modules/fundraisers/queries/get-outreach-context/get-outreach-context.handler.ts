import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPeopleQuery, type PersonCard } from '../../../identity/queries/get-people/get-people.query';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { GetOutreachContextQuery, type OutreachContext, type OutreachPerson } from './get-outreach-context.query';

interface FundraiserRow {
  id: string;
  fund_raising_name: string;
  time_zone: string;
  ends_at: Date;
  primary_admin_id: string | null;
}

interface MemberRow {
  account_id: string;
  role: 'participant' | 'teamMember';
  participant_id: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const fullName = (person: PersonCard) => `${person.firstName} ${person.lastName}`.trim();
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

@QueryHandler(GetOutreachContextQuery)
export class GetOutreachContextHandler implements IQueryHandler<GetOutreachContextQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly access: FundraiserAccess,
  ) {}

  async execute({ fundraiserId, asker, includePeople }: GetOutreachContextQuery): Promise<OutreachContext | null> {
    if (!UUID.test(fundraiserId)) return null;
    const em = this.em.fork();
    const [fundraiser] = await em.execute<FundraiserRow[]>(
      'select id, fund_raising_name, time_zone, ends_at, primary_admin_id from fundraisers where id = ?',
      [fundraiserId],
    );
    if (!fundraiser) return null;

    let senderAccountId: string;
    let referralCode: string | null = null;
    let members: MemberRow[] = [];
    if (asker.kind === 'participant') {
      senderAccountId = asker.accountId;
      const [membership] = await em.execute<{ id: string }[]>(
        `select id from fundraiser_memberships where fundraiser_id = ? and account_id = ? and role = 'participant'`,
        [fundraiserId, senderAccountId],
      );
      if (!membership) return null;
      const [code] = await em.execute<{ code: string }[]>(
        `select code from referral_codes where kind = 'participant' and fundraiser_id = ? and participant_id = ?
          order by created_at limit 1`,
        [fundraiserId, senderAccountId],
      );
      referralCode = code?.code ?? null;
      if (includePeople) {
        members = await em.execute<MemberRow[]>(
          `select account_id, role, participant_id from fundraiser_memberships
            where fundraiser_id = ? and role = 'teamMember' and participant_id = ?`,
          [fundraiserId, senderAccountId],
        );
      }
    } else {
      senderAccountId = asker.user.accountId;
      const primaryAdminId = await this.access.primaryAdminOf(asker.user);
      if (!primaryAdminId || fundraiser.primary_admin_id !== primaryAdminId) return null;
      if (includePeople) {
        members = await em.execute<MemberRow[]>(
          'select account_id, role, participant_id from fundraiser_memberships where fundraiser_id = ?',
          [fundraiserId],
        );
      }
    }

    const cards = new Map(
      (await this.queries.execute(new GetPeopleQuery([senderAccountId, ...members.map((m) => m.account_id)]))).map(
        (card) => [card.id, card],
      ),
    );
    const sender = cards.get(senderAccountId);
    if (!sender) return null;
    const people: OutreachPerson[] = members.flatMap((member) => {
      const card = cards.get(member.account_id);
      // Unverified or disabled accounts are nobody to message.
      if (!card) return [];
      return [
        {
          accountId: member.account_id,
          kind: member.role,
          teamOfAccountId: member.role === 'teamMember' ? member.participant_id : null,
          name: fullName(card),
          email: orNull(card.email)?.toLowerCase() ?? null,
          phoneNumber: orNull(card.phoneNo),
        },
      ];
    });
    return {
      fundraiser: {
        id: fundraiser.id,
        name: fundraiser.fund_raising_name,
        timeZone: fundraiser.time_zone,
        ended: new Date(fundraiser.ends_at).getTime() <= Date.now(),
      },
      sender: {
        accountId: senderAccountId,
        name: fullName(sender),
        email: orNull(sender.email)?.toLowerCase() ?? null,
        referralCode,
      },
      people,
    };
  }
}
