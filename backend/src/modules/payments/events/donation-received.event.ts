import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class DonationReceived extends DomainEvent<'DonationReceived'> {
  constructor(payload: DomainEventMap['DonationReceived']) {
    super('DonationReceived', payload);
  }
}
