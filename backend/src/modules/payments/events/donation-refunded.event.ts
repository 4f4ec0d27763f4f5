import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class DonationRefunded extends DomainEvent<'DonationRefunded'> {
  constructor(payload: DomainEventMap['DonationRefunded']) {
    super('DonationRefunded', payload);
  }
}
