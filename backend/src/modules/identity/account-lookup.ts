import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@fundplay/contracts';
import { Account, accountKindOf } from './entities/account.entity';

/** The account a login of this role and email refers to (emails are stored lower-case). */
export function findAccount(em: EntityManager, role: Role, email: string): Promise<Account | null> {
  return em.findOne(Account, { kind: accountKindOf(role), email: email.toLowerCase() });
}
