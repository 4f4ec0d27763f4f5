import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { FundraiserTotalsBroadcast } from './fundraiser-totals-broadcast';

@Injectable()
@DomainJob({ name: 'payments.broadcast-totals-after-dispute', on: 'DonationDisputeSettled', queue: 'projections' })
export class BroadcastTotalsAfterDisputeJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationDisputeSettled'> {}
