import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { RealtimeEmitter } from '../../../platform/realtime/realtime-emitter';
import { LedgerBalances } from '../../ledger/ledger-balances';

/**
 * Tells pages following `fundraiser:<id>` that its totals changed, with the ledger's version for that fundraiser
 * (the newest, read when the job runs: a late job never announces an older version than one already sent).
 * Clients ignore versions they have seen and refetch over HTTP; the socket carries no figures.
 * One job per event that moves a fundraiser's money, all alike.
 */
@Injectable()
abstract class FundraiserTotalsBroadcast {
  constructor(
    private readonly realtime: RealtimeEmitter,
    private readonly balances: LedgerBalances,
  ) {}

  async handle({ fundraiserId }: { fundraiserId: string }): Promise<void> {
    const version = await this.balances.version(fundraiserId);
    this.realtime.emit(`fundraiser:${fundraiserId}`, 'fundraiser:totals', { fundraiserId, version });
  }
}

export type BroadcastFundraiserTotalsPayload = DomainEventMap['DonationReceived'];

@Injectable()
@DomainJob({ name: 'payments.broadcast-fundraiser-totals', on: 'DonationReceived', queue: 'projections' })
export class BroadcastFundraiserTotalsJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationReceived'> {}

@Injectable()
@DomainJob({ name: 'payments.broadcast-totals-after-token-purchase', on: 'TokensPurchased', queue: 'projections' })
export class BroadcastTotalsAfterTokenPurchaseJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'TokensPurchased'> {}

@Injectable()
@DomainJob({ name: 'payments.broadcast-totals-after-refund', on: 'DonationRefunded', queue: 'projections' })
export class BroadcastTotalsAfterRefundJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationRefunded'> {}

@Injectable()
@DomainJob({ name: 'payments.broadcast-totals-after-dispute', on: 'DonationDisputeSettled', queue: 'projections' })
export class BroadcastTotalsAfterDisputeJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationDisputeSettled'> {}

@Injectable()
@DomainJob({
  name: 'payments.broadcast-totals-after-manual-donation',
  on: 'ManualDonationRecorded',
  queue: 'projections',
})
export class BroadcastTotalsAfterManualDonationJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'ManualDonationRecorded'> {}
