import { fundraiserMessages } from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/http/domain-error';
import { Fundraiser } from '../entities/fundraiser.entity';
import { Membership } from '../entities/membership.entity';

/** Whether the fundraiser is over: nobody joins or is invited to it any more. */
export function hasEnded(fundraiser: Fundraiser, now: Date = new Date()): boolean {
  return now.getTime() >= fundraiser.endsAt.getTime();
}

/**
 * The caller's membership of the fundraiser in `role`, or a 404 that says no more than "not found": members see
 * their fundraisers' dashboards, nobody else learns whether an id exists.
 */
export async function requireMembership(
  em: EntityManager,
  accountId: string,
  fundraiserId: string,
  role: 'participant' | 'teamMember',
): Promise<Membership> {
  const membership = await em.findOne(Membership, { fundraiserId, accountId, role }, { orderBy: { joinedAt: 'asc' } });
  if (!membership) throw new DomainError('not-found', fundraiserMessages.notFound);
  return membership;
}
