import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { DonationBadges } from './donation-badges';

export type AwardDonationBadgesPayload = DomainEventMap['DonationReceived'];

@Injectable()
@DomainJob({ name: 'rewards.award-donation-badges', on: 'DonationReceived', queue: 'projections' })
export class AwardDonationBadgesJob extends DonationBadges implements DomainJobHandler<'DonationReceived'> {
  handle({ membershipId }: AwardDonationBadgesPayload): Promise<void> {
    return this.credit(membershipId, true);
  }
}
