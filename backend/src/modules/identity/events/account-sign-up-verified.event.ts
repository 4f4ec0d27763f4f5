import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class AccountSignUpVerified extends DomainEvent<'AccountSignUpVerified'> {
  constructor(payload: DomainEventMap['AccountSignUpVerified']) {
    super('AccountSignUpVerified', payload);
  }
}
