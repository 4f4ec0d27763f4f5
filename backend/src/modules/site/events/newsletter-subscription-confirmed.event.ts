import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class NewsletterSubscriptionConfirmed extends DomainEvent<'NewsletterSubscriptionConfirmed'> {
  constructor(payload: DomainEventMap['NewsletterSubscriptionConfirmed']) {
    super('NewsletterSubscriptionConfirmed', payload);
  }
}
