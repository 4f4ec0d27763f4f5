import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class TokensPurchased extends DomainEvent<'TokensPurchased'> {
  constructor(payload: DomainEventMap['TokensPurchased']) {
    super('TokensPurchased', payload);
  }
}
