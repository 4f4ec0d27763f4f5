import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isMinor } from '../../domain/age';
import { Account } from '../../entities/account.entity';
import { IsMinorQuery } from './is-minor.query';

@QueryHandler(IsMinorQuery)
export class IsMinorHandler implements IQueryHandler<IsMinorQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId }: IsMinorQuery): Promise<boolean> {
    const account = await this.em.fork().findOne(Account, { id: accountId }, { fields: ['birthMonth', 'birthYear'] });
    if (!account || account.birthMonth === null || account.birthYear === null) return false;
    return isMinor(account.birthMonth, account.birthYear);
  }
}
