import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { JoinRequest } from '../../entities/join-request.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { ListParticipantRequestsQuery } from './list-participant-requests.query';

@QueryHandler(ListParticipantRequestsQuery)
export class ListParticipantRequestsHandler implements IQueryHandler<ListParticipantRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: ListParticipantRequestsQuery) {
    const em = this.em.fork();
    await this.access.requireAdministered(em, user, fundraiserId);
    const requests = await em.find(JoinRequest, { fundraiserId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const people = new Map(
      (await this.queries.execute(new GetPeopleQuery(requests.map((request) => request.accountId)))).map((person) => [
        person.id,
        person,
      ]),
    );
    return requests.flatMap((request) => {
      const person = people.get(request.accountId);
      // A request of an account that was disabled since is nobody to approve.
      if (!person) return [];
      return [
        {
          _id: request.id,
          participant: {
            _id: person.id,
            firstName: person.firstName,
            lastName: person.lastName,
            email: person.email,
            phoneNo: person.phoneNo,
          },
          createdAt: request.createdAt.toISOString(),
        },
      ];
    });
  }
}
