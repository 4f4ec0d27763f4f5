import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { GetMembershipFactsQuery } from '../../fundraisers/queries/get-membership-facts/get-membership-facts.query';
import { LedgerBalances } from '../../ledger/ledger-balances';
import { CountDistinctDonorsQuery } from '../../payments/queries/count-distinct-donors/count-distinct-donors.query';
import { milestonePercent, personalShareCents } from '../badge-rules';
import { BadgeStore } from '../badge-store';

/**
 * A gift credited to a participant: First Donation (any credited gift), Milestone Master (the raise, read from the
 * ledger, against the personal share) and, for card gifts through their link, Social Sharer (distinct donors, as
 * the payments context counts them). Every figure is read fresh, so running twice records the same thing twice.
 */
@Injectable()
abstract class DonationBadges {
  constructor(
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly store: BadgeStore,
  ) {}

  protected async credit(membershipId: string | null, throughLink: boolean): Promise<void> {
    if (!membershipId) return;
    const facts = await this.queries.execute(new GetMembershipFactsQuery(membershipId));
    if (!facts) return;
    const raised = (await this.balances.membershipTotals([membershipId])).get(membershipId)?.raisedCents ?? 0;
    const percent = milestonePercent(raised, personalShareCents(facts));
    const donors = throughLink ? await this.queries.execute(new CountDistinctDonorsQuery(membershipId)) : null;
    const holder = { membershipId, fundraiserId: facts.fundraiserId };
    await this.store.transaction(async (em) => {
      await this.store.record(em, holder, 'firstDonation', 1);
      await this.store.record(em, holder, 'milestoneMaster', percent);
      if (donors !== null) await this.store.record(em, holder, 'socialSharer', donors);
    });
  }
}

export type AwardDonationBadgesPayload = DomainEventMap['DonationReceived'];

@Injectable()
@DomainJob({ name: 'rewards.award-donation-badges', on: 'DonationReceived', queue: 'projections' })
export class AwardDonationBadgesJob extends DonationBadges implements DomainJobHandler<'DonationReceived'> {
  handle({ membershipId }: AwardDonationBadgesPayload): Promise<void> {
    return this.credit(membershipId, true);
  }
}

export type AwardManualDonationBadgesPayload = DomainEventMap['ManualDonationRecorded'];

@Injectable()
@DomainJob({ name: 'rewards.award-manual-donation-badges', on: 'ManualDonationRecorded', queue: 'projections' })
export class AwardManualDonationBadgesJob extends DonationBadges implements DomainJobHandler<'ManualDonationRecorded'> {
  handle({ membershipId }: AwardManualDonationBadgesPayload): Promise<void> {
    return this.credit(membershipId, false);
  }
}
