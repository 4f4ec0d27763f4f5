import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { DonationBadges } from './donation-badges';

export type AwardManualDonationBadgesPayload = DomainEventMap['ManualDonationRecorded'];

@Injectable()
@DomainJob({ name: 'rewards.award-manual-donation-badges', on: 'ManualDonationRecorded', queue: 'projections' })
export class AwardManualDonationBadgesJob extends DonationBadges implements DomainJobHandler<'ManualDonationRecorded'> {
  handle({ membershipId }: AwardManualDonationBadgesPayload): Promise<void> {
    return this.credit(membershipId, false);
  }
}
