import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class SecondaryAdminInvited extends DomainEvent<'SecondaryAdminInvited'> {
  constructor(payload: DomainEventMap['SecondaryAdminInvited']) {
    super('SecondaryAdminInvited', payload);
  }
}
