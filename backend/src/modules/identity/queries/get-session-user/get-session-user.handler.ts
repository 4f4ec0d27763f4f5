import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Account } from '../../entities/account.entity';
import { toSessionUser } from '../../domain/session-user';
import { GetSessionUserQuery } from './get-session-user.query';

@QueryHandler(GetSessionUserQuery)
export class GetSessionUserHandler implements IQueryHandler<GetSessionUserQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: GetSessionUserQuery) {
    return toSessionUser(await this.em.fork().findOneOrFail(Account, { id: accountId }));
  }
}
