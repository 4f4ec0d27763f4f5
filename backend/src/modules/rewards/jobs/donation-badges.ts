import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetMembershipFactsQuery } from '../../fundraisers/queries/get-membership-facts/get-membership-facts.query';
import { LedgerBalances } from '../../ledger/ledger-balances';
import { CountDistinctDonorsQuery } from '../../payments/queries/count-distinct-donors/count-distinct-donors.query';
import { milestonePercent, personalShareCents } from '../badge-rules';
import { BadgeStore } from '../badge-store';

/**
 * A gift credited to a participant: First Donation (any credited gift), Milestone Master (the raise, read from the
 * ledger, against the personal share) and, for card gifts through their link, Social Sharer (distinct donors, as
 * the payments context counts them). Every figure is read fresh, so running twice records the same thing twice.
 * The jobs for card gifts and manual ones (`award-*donation-badges.job.ts`) share it.
 */
@Injectable()
export abstract class DonationBadges {
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
