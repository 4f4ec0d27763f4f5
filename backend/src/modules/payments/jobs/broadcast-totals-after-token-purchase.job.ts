import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { FundraiserTotalsBroadcast } from './fundraiser-totals-broadcast';

@Injectable()
@DomainJob({ name: 'payments.broadcast-totals-after-token-purchase', on: 'TokensPurchased', queue: 'projections' })
export class BroadcastTotalsAfterTokenPurchaseJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'TokensPurchased'> {}
