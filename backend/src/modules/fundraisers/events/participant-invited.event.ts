import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class ParticipantInvited extends DomainEvent<'ParticipantInvited'> {
  constructor(payload: DomainEventMap['ParticipantInvited']) {
    super('ParticipantInvited', payload);
  }
}
