import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { Membership } from '../../entities/membership.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import {
  GetFundraiserMoneyScopeQuery,
  type FundraiserMoneyScope,
  type MoneyScopeMember,
} from './get-fundraiser-money-scope.query';

@QueryHandler(GetFundraiserMoneyScopeQuery)
export class GetFundraiserMoneyScopeHandler implements IQueryHandler<GetFundraiserMoneyScopeQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: GetFundraiserMoneyScopeQuery): Promise<FundraiserMoneyScope> {
    const em = this.em.fork();
    const fundraiser = await this.access.requireAdministered(em, user, fundraiserId);
    const [groups, memberships] = await Promise.all([
      em.find(FundraiserGroup, { fundraiserId }, { orderBy: { createdAt: 'asc', name: 'asc' } }),
      em.find(Membership, { fundraiserId }, { orderBy: { joinedAt: 'asc', id: 'asc' } }),
    ]);
    const people = new Map(
      (await this.queries.execute(new GetPeopleQuery(memberships.map((membership) => membership.accountId)))).map(
        (card) => [card.id, card],
      ),
    );
    const members = memberships.flatMap((membership): MoneyScopeMember[] => {
      const card = people.get(membership.accountId);
      if (!card) return [];
      return [
        {
          membershipId: membership.id,
          accountId: membership.accountId,
          role: membership.role,
          groupId: membership.groupId,
          firstName: card.firstName,
          lastName: card.lastName,
          email: card.email,
        },
      ];
    });
    members.sort(
      (a, b) =>
        a.role.localeCompare(b.role) || `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`),
    );
    return {
      fundraiserId: fundraiser.id,
      fundRaisingName: fundraiser.fundRaisingName,
      groups: groups.map((group) => ({ id: group.id, name: group.name })),
      members,
    };
  }
}
