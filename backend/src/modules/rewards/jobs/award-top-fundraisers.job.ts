import { Injectable, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ScheduledJob, type ScheduledJobHandler } from '../../../platform/events/scheduled-job';
import { ListEndedFundraisersQuery } from '../../fundraisers/queries/list-ended-fundraisers/list-ended-fundraisers.query';
import { LedgerBalances } from '../../ledger/ledger-balances';
import { BadgeStore } from '../badge-store';

/** How often ended fundraisers are looked for. */
export const TOP_FUNDRAISER_CHECK_MS = 5 * 60_000;
/**
 * How long after its end a fundraiser is decided: card gifts made just before the end are booked when their
 * signed webhook arrives, which is normally seconds later.
 */
export const TOP_FUNDRAISER_SETTLE_MS = 30 * 60_000;
/** How far back ended fundraisers are looked for (a worker that was down for a while still decides them). */
export const TOP_FUNDRAISER_LOOKBACK_MS = 30 * 24 * 3600_000;

export interface TopFundraiserReport {
  decided: { fundraiserId: string; winnerMembershipId: string | null }[];
}

/**
 * Top Fundraiser: once a fundraiser has ended (and settled), the participant with the highest credited raise in
 * the ledger earns it; of equal raises, the one who got there first. Each fundraiser is decided once (its closing
 * row and the award commit together), so overlapping runs or a retry award nothing twice.
 */
@Injectable()
@ScheduledJob({ name: 'rewards.award-top-fundraisers', queue: 'projections', everyMs: TOP_FUNDRAISER_CHECK_MS })
export class AwardTopFundraisersJob implements ScheduledJobHandler {
  private readonly logger = new Logger(AwardTopFundraisersJob.name);

  constructor(
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
    private readonly store: BadgeStore,
  ) {}

  run(): Promise<TopFundraiserReport> {
    return this.decide();
  }

  async decide(now: Date = new Date()): Promise<TopFundraiserReport> {
    const report: TopFundraiserReport = { decided: [] };
    const endedAfter = new Date(now.getTime() - TOP_FUNDRAISER_LOOKBACK_MS);
    const endedBefore = new Date(now.getTime() - TOP_FUNDRAISER_SETTLE_MS);
    const seen = new Set<string>();
    let page = await this.queries.execute(new ListEndedFundraisersQuery(endedAfter, endedBefore));
    // Stops at the last page, and at a page that brings nothing new (a cursor that did not move).
    while (page.some((fundraiser) => !seen.has(fundraiser.fundraiserId))) {
      for (const fundraiser of page) seen.add(fundraiser.fundraiserId);
      const closed = await this.store.closedFundraisers(page.map((fundraiser) => fundraiser.fundraiserId));
      for (const { fundraiserId } of page.filter((fundraiser) => !closed.has(fundraiser.fundraiserId))) {
        // One fundraiser that cannot be decided (it is retried next run) must not hold up the others.
        const winner = await this.decideOne(fundraiserId).catch((error: unknown) => {
          this.logger.warn({ fundraiserId, err: error }, 'could not decide the top fundraiser yet');
          return undefined;
        });
        if (winner !== undefined) report.decided.push({ fundraiserId, winnerMembershipId: winner });
      }
      page = await this.queries.execute(new ListEndedFundraisersQuery(endedAfter, endedBefore, page.at(-1) ?? null));
    }
    if (report.decided.length > 0) this.logger.log(report, 'decided the top fundraisers of ended fundraisers');
    return report;
  }

  /** The winner's membership (null: nobody raised anything), or undefined when the fundraiser was decided before. */
  private async decideOne(fundraiserId: string): Promise<string | null | undefined> {
    const winner = (await this.balances.topRaiser(fundraiserId))?.membershipId ?? null;
    return this.store.transaction(async (em) => {
      if (!(await this.store.closeFundraiser(em, fundraiserId, winner))) return undefined;
      if (winner) await this.store.record(em, { membershipId: winner, fundraiserId }, 'topFundraiser', 1);
      return winner;
    });
  }
}
