import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { FundraiserTotalsBroadcast } from './fundraiser-totals-broadcast';

@Injectable()
@DomainJob({
  name: 'payments.broadcast-totals-after-manual-donation',
  on: 'ManualDonationRecorded',
  queue: 'projections',
})
export class BroadcastTotalsAfterManualDonationJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'ManualDonationRecorded'> {}
