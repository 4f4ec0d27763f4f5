import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class SupporterMessageVisibilityChanged extends DomainEvent<'SupporterMessageVisibilityChanged'> {
  constructor(payload: DomainEventMap['SupporterMessageVisibilityChanged']) {
    super('SupporterMessageVisibilityChanged', payload);
  }
}
