import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class SupportRequestReceived extends DomainEvent<'SupportRequestReceived'> {
  constructor(payload: DomainEventMap['SupportRequestReceived']) {
    super('SupportRequestReceived', payload);
  }
}
