import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class NewsletterSubscribed extends DomainEvent<'NewsletterSubscribed'> {
  constructor(payload: DomainEventMap['NewsletterSubscribed']) {
    super('NewsletterSubscribed', payload);
  }
}
