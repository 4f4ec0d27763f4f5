import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { GetMembershipFactsQuery } from '../../fundraisers/queries/get-membership-facts/get-membership-facts.query';
import { BadgeStore } from '../badge-store';

export type AwardTeamLeaderPayload = DomainEventMap['ScoreSubmitted'];

/**
 * Team Leader: a team member's verified run counts once, for the participant whose team they are on; the
 * participant's progress is how many different team members have played.
 */
@Injectable()
@DomainJob({ name: 'rewards.award-team-leader', on: 'ScoreSubmitted', queue: 'projections' })
export class AwardTeamLeaderJob implements DomainJobHandler<'ScoreSubmitted'> {
  constructor(
    private readonly queries: QueryBus,
    private readonly store: BadgeStore,
  ) {}

  async handle({ membershipId }: AwardTeamLeaderPayload): Promise<void> {
    const player = await this.queries.execute(new GetMembershipFactsQuery(membershipId));
    if (!player || player.role !== 'teamMember' || !player.teamOfMembershipId) return;
    const holder = { membershipId: player.teamOfMembershipId, fundraiserId: player.fundraiserId };
    await this.store.transaction(async (em) => {
      const players = await this.store.contribute(em, holder, 'teamLeader', `player:${membershipId}`);
      await this.store.record(em, holder, 'teamLeader', players);
    });
  }
}
