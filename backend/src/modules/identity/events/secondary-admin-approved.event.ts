import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class SecondaryAdminApproved extends DomainEvent<'SecondaryAdminApproved'> {
  constructor(payload: DomainEventMap['SecondaryAdminApproved']) {
    super('SecondaryAdminApproved', payload);
  }
}
