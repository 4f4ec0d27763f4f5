import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class AdminEmailVerificationRequested extends DomainEvent<'AdminEmailVerificationRequested'> {
  constructor(payload: DomainEventMap['AdminEmailVerificationRequested']) {
    super('AdminEmailVerificationRequested', payload);
  }
}
