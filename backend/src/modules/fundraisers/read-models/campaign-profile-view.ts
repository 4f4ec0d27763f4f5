import { fundraiserMessages, type CampaignProfile } from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { integerFromDb } from '../../../platform/database/integer-from-db';
import { DomainError } from '../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../identity/queries/get-people/get-people.query';
import { IsMinorQuery } from '../../identity/queries/is-minor/is-minor.query';
import type { LedgerBalances } from '../../ledger/ledger-balances';
import { defaultPersonalGoalCents, photoApprovalOf, publicDisplayName } from '../domain/campaign-profile';
import { Membership } from '../entities/membership.entity';
import { fileUrl } from './fundraiser-views';

/** The caller's participant membership in the fundraiser, or the fundraisers' 404. */
export async function requireParticipantMembership(
  em: EntityManager,
  accountId: string,
  fundraiserId: string,
): Promise<Membership> {
  const membership = await em.findOne(Membership, { fundraiserId, accountId, role: 'participant' });
  if (!membership) throw new DomainError('not-found', fundraiserMessages.notFound);
  return membership;
}

/**
 * The participant's page settings as their editor and share kit show them: their own photo whatever its approval
 * (the public page applies the rules), the goal the page shows when they set none, and what they raised.
 */
export async function campaignProfileOf(
  em: EntityManager,
  queries: QueryBus,
  balances: LedgerBalances,
  membership: Membership,
  referralCode: string | null,
): Promise<CampaignProfile> {
  const [[sharing], [card], minor, totals] = await Promise.all([
    em.execute<{ goal_cents: string; participants: string }[]>(
      `select coalesce(g.goal_cents, f.goal_cents) as goal_cents,
              (select count(*) from fundraiser_memberships m
                where m.fundraiser_id = f.id and m.role = 'participant'
                  and (g.id is null or m.group_id = g.id)) as participants
         from fundraisers f left join fundraiser_groups g on g.id = ?::uuid and g.fundraiser_id = f.id
        where f.id = ?`,
      [membership.groupId, membership.fundraiserId],
    ),
    queries.execute(new GetPeopleQuery([membership.accountId])),
    queries.execute(new IsMinorQuery(membership.accountId)),
    balances.membershipTotals([membership.id]),
  ]);
  return {
    fundRaisingId: membership.fundraiserId,
    displayName: card ? publicDisplayName(card.firstName, card.lastName) : '',
    whyRaising: membership.whyRaising,
    personalGoal: membership.personalGoalCents,
    defaultGoal: defaultPersonalGoalCents(integerFromDb(sharing?.goal_cents), integerFromDb(sharing?.participants)),
    raised: totals.get(membership.id)?.raisedCents ?? 0,
    photo: fileUrl(membership.photoFileId),
    showPhoto: membership.showPhoto,
    showMessage: membership.showMessage,
    photoApproval: photoApprovalOf(minor, membership.photoApprovedAt),
    referralCode,
  };
}
