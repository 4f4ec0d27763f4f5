import { fundraiserMessages, type Badge, type BadgeBoard } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { FindCompetitorQuery } from '../../../fundraisers/queries/find-competitor/find-competitor.query';
import { badgeProgress, badgeRulesFor } from '../../badge-rules';
import { BadgeStore } from '../../badge-store';
import { GetBadgesQuery } from './get-badges.query';

/**
 * The board of the caller's membership in the fundraiser (a participant's own, else a team member's first, as
 * everywhere a member acts): every badge that kind of member can earn, in the spec's order, earned ones with their
 * date, locked ones with progress (a team member, who can earn none of the six, gets an empty board). Members only;
 * anyone else learns no more than "not found".
 */
@QueryHandler(GetBadgesQuery)
export class GetBadgesHandler implements IQueryHandler<GetBadgesQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly store: BadgeStore,
  ) {}

  async execute({ accountId, fundraiserId }: GetBadgesQuery): Promise<BadgeBoard> {
    const member = await this.queries.execute(new FindCompetitorQuery(accountId, fundraiserId));
    if (!member) throw new DomainError('not-found', fundraiserMessages.notFound);
    const standings = await this.store.standings(member.membershipId);
    const badges = badgeRulesFor(member.role).map((rule): Badge => {
      const standing = standings.get(rule.key);
      const earnedAt = standing?.earnedAt ?? null;
      const progress = badgeProgress(rule.key, standing?.current ?? 0);
      return {
        key: rule.key,
        name: rule.name,
        description: rule.description,
        earned: earnedAt !== null,
        earnedAt: earnedAt?.toISOString() ?? null,
        // An earned badge shows full, whatever later figures say (a refund does not take a badge back).
        progress: earnedAt !== null ? { current: progress.target, target: progress.target } : progress,
      };
    });
    return { earned: badges.filter((badge) => badge.earned).length, total: badges.length, badges };
  }
}
