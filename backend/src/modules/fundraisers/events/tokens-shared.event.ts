import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class TokensShared extends DomainEvent<'TokensShared'> {
  constructor(payload: DomainEventMap['TokensShared']) {
    super('TokensShared', payload);
  }
}
