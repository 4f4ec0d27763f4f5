import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class OneTimeCodeEntryLocked extends DomainEvent<'OneTimeCodeEntryLocked'> {
  constructor(payload: DomainEventMap['OneTimeCodeEntryLocked']) {
    super('OneTimeCodeEntryLocked', payload);
  }
}
