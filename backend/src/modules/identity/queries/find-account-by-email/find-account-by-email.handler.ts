import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { findAccount } from '../../services/account-lookup';
import { FindAccountByEmailQuery } from './find-account-by-email.query';

@QueryHandler(FindAccountByEmailQuery)
export class FindAccountByEmailHandler implements IQueryHandler<FindAccountByEmailQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ kind, email }: FindAccountByEmailQuery) {
    const account = await findAccount(this.em.fork(), kind === 'administrator' ? 'admin' : kind, email);
    if (!account || account.disabledAt) return null;
    return {
      id: account.id,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phoneNo: account.phoneNo,
    };
  }
}
