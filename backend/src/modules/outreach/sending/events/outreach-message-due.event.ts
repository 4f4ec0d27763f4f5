import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../../platform/events/domain-event';

/** A message is due now (sent right away, or released from its schedule); the delivery job sends it once. */
export class OutreachMessageDue extends DomainEvent<'OutreachMessageDue'> {
  constructor(payload: DomainEventMap['OutreachMessageDue']) {
    super('OutreachMessageDue', payload);
  }
}
