import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isMinor } from '../../domain/age';
import { Account } from '../../entities/account.entity';
import { ListMinorsQuery } from './list-minors.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** IsMinorQuery for many accounts in one read (campaign pages ask it of every participant they show). */
@QueryHandler(ListMinorsQuery)
export class ListMinorsHandler implements IQueryHandler<ListMinorsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountIds }: ListMinorsQuery): Promise<Set<string>> {
    const ids = [...new Set(accountIds)].filter((id) => UUID.test(id));
    if (ids.length === 0) return new Set();
    const accounts = await this.em
      .fork()
      .find(Account, { id: { $in: ids } }, { fields: ['id', 'birthMonth', 'birthYear'] });
    return new Set(
      accounts
        .filter(
          (account) =>
            account.birthMonth !== null && account.birthYear !== null && isMinor(account.birthMonth, account.birthYear),
        )
        .map((account) => account.id),
    );
  }
}
