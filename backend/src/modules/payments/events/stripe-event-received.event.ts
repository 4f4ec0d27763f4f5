import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class StripeEventReceived extends DomainEvent<'StripeEventReceived'> {
  constructor(payload: DomainEventMap['StripeEventReceived']) {
    super('StripeEventReceived', payload);
  }
}
