import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { FundraiserTotalsBroadcast } from './fundraiser-totals-broadcast';

export type BroadcastFundraiserTotalsPayload = DomainEventMap['DonationsSettled'];

/** Once per settlement transaction, however many gifts it posted (a batch of a busy minute is one broadcast). */
@Injectable()
@DomainJob({ name: 'payments.broadcast-fundraiser-totals', on: 'DonationsSettled', queue: 'projections' })
export class BroadcastFundraiserTotalsJob
  extends FundraiserTotalsBroadcast
  implements DomainJobHandler<'DonationsSettled'> {}
