import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@fundplay/contracts';
import { Account, accountKindOf } from '../entities/account.entity';

/** How many of the newest pending sign-ups for one email a login, code or resend looks at. */
export const PENDING_SIGN_UPS_CONSIDERED = 5;

/** The account that holds this email for the role's login: the verified one (emails are stored lower-case). */
export function findAccount(em: EntityManager, role: Role, email: string): Promise<Account | null> {
  return em.findOne(Account, { kind: accountKindOf(role), email: email.toLowerCase(), verifiedAt: { $ne: null } });
}

/**
 * Sign-ups with this email still waiting for their proof, newest first. Each sign-up is its own row, so a
 * second sign-up never touches the first one's credentials, and a link or code proves only its own sign-up.
 */
export function findPendingSignUps(em: EntityManager, role: Role, email: string): Promise<Account[]> {
  return em.find(
    Account,
    { kind: accountKindOf(role), email: email.toLowerCase(), verifiedAt: null, disabledAt: null },
    { orderBy: { createdAt: 'desc' }, limit: PENDING_SIGN_UPS_CONSIDERED },
  );
}

/** Whether the person proved the email itself. Administrators are only ever verified by an emailed link. */
export function hasProvenEmail(account: Account): boolean {
  return account.emailVerifiedAt !== null || (account.kind === 'administrator' && account.verifiedAt !== null);
}
