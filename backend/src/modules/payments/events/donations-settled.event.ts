import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class DonationsSettled extends DomainEvent<'DonationsSettled'> {
  constructor(payload: DomainEventMap['DonationsSettled']) {
    super('DonationsSettled', payload);
  }
}
