import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { FundraiserTotalsBroadcast } from './fundraiser-totals-broadcast';

@Injectable()
@DomainJob({ name: 'payments.broadcast-totals-after-refund', on: 'DonationRefunded', queue: 'projections' })
export class BroadcastTotalsAfterRefundJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationRefunded'> {}
