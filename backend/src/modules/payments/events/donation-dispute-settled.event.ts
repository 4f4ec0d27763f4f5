import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class DonationDisputeSettled extends DomainEvent<'DonationDisputeSettled'> {
  constructor(payload: DomainEventMap['DonationDisputeSettled']) {
    super('DonationDisputeSettled', payload);
  }
}
