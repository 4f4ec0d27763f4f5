import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { GetGameAdministrationQuery, type GameAdministration } from './get-game-administration.query';

@QueryHandler(GetGameAdministrationQuery)
export class GetGameAdministrationHandler implements IQueryHandler<GetGameAdministrationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
  ) {}

  async execute({ user, fundraiserId }: GetGameAdministrationQuery): Promise<GameAdministration> {
    const fundraiser = await this.access.requireAdministered(this.em.fork(), user, fundraiserId);
    return {
      fundraiserId: fundraiser.id,
      fundRaisingName: fundraiser.fundRaisingName,
      isPrimaryAdmin: user.role === 'admin' && fundraiser.primaryAdminId === user.accountId,
    };
  }
}
