import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class ScoreSubmitted extends DomainEvent<'ScoreSubmitted'> {
  constructor(payload: DomainEventMap['ScoreSubmitted']) {
    super('ScoreSubmitted', payload);
  }
}
