import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class ParticipantAdmitted extends DomainEvent<'ParticipantAdmitted'> {
  constructor(payload: DomainEventMap['ParticipantAdmitted']) {
    super('ParticipantAdmitted', payload);
  }
}
