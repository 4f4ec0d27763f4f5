import { fundraiserMessages, type OutreachAudience, type OutreachAudienceMember } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../platform/http/domain-error';
import { GetOutreachContextQuery } from '../../../../fundraisers/queries/get-outreach-context/get-outreach-context.query';
import { GetOutreachAudienceQuery } from './get-outreach-audience.query';

const byName = (a: OutreachAudienceMember, b: OutreachAudienceMember) =>
  a.name.localeCompare(b.name) || a._id.localeCompare(b._id);

/**
 * Whom an administrator may choose to message: read from the same outreach context the administrators' send resolves
 * its recipients from, so every name listed is one the send accepts (accounts that cannot be messaged are left out).
 * Names only: the addresses stay with the send.
 */
@QueryHandler(GetOutreachAudienceQuery)
export class GetOutreachAudienceHandler implements IQueryHandler<GetOutreachAudienceQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ administrator, fundraiserId }: GetOutreachAudienceQuery): Promise<OutreachAudience> {
    const context = await this.queries.execute(
      new GetOutreachContextQuery(fundraiserId, { kind: 'administrator', user: administrator }),
    );
    if (!context) throw new DomainError('not-found', fundraiserMessages.notFound);

    const participantNames = new Map(
      context.people.filter((person) => person.kind === 'participant').map((person) => [person.accountId, person.name]),
    );
    const audience: OutreachAudience = { participants: [], teamMembers: [] };
    for (const person of context.people) {
      if (person.kind === 'participant') {
        audience.participants.push({ _id: person.accountId, name: person.name, teamOf: null });
      } else {
        const teamOf = person.teamOfAccountId ? (participantNames.get(person.teamOfAccountId) ?? null) : null;
        audience.teamMembers.push({ _id: person.accountId, name: person.name, teamOf });
      }
    }
    audience.participants.sort(byName);
    audience.teamMembers.sort(byName);
    return audience;
  }
}
