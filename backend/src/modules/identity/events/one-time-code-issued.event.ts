import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class OneTimeCodeIssued extends DomainEvent<'OneTimeCodeIssued'> {
  constructor(payload: DomainEventMap['OneTimeCodeIssued']) {
    super('OneTimeCodeIssued', payload);
  }
}
