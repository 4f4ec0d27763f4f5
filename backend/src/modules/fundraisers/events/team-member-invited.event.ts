import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class TeamMemberInvited extends DomainEvent<'TeamMemberInvited'> {
  constructor(payload: DomainEventMap['TeamMemberInvited']) {
    super('TeamMemberInvited', payload);
  }
}
