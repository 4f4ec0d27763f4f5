import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { BadgeStore } from '../badge-store';

export type AwardCommunityStarPayload = DomainEventMap['TokensShared'];

/**
 * Community Star: the sender's tokens shared with team members, added up once per share (the share's id is the
 * contribution's key, so a replayed event counts nothing twice).
 */
@Injectable()
@DomainJob({ name: 'rewards.award-community-star', on: 'TokensShared', queue: 'projections' })
export class AwardCommunityStarJob implements DomainJobHandler<'TokensShared'> {
  constructor(private readonly store: BadgeStore) {}

  async handle({ shareId, fundraiserId, fromMembershipId, tokens }: AwardCommunityStarPayload): Promise<void> {
    const holder = { membershipId: fromMembershipId, fundraiserId };
    await this.store.transaction(async (em) => {
      const shared = await this.store.contribute(em, holder, 'communityStar', `share:${shareId}`, tokens);
      await this.store.record(em, holder, 'communityStar', shared);
    });
  }
}
