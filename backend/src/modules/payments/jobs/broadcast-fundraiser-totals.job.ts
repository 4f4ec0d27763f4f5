import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { FundraiserTotalsBroadcast } from './fundraiser-totals-broadcast';

export type BroadcastFundraiserTotalsPayload = DomainEventMap['DonationReceived'];

@Injectable()
@DomainJob({ name: 'payments.broadcast-fundraiser-totals', on: 'DonationReceived', queue: 'projections' })
export class BroadcastFundraiserTotalsJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationReceived'> {}
