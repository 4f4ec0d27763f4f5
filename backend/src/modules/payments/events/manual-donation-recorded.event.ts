import type { DomainEventMap } from '@fundplay/contracts';
import { DomainEvent } from '../../../platform/events/domain-event';

export class ManualDonationRecorded extends DomainEvent<'ManualDonationRecorded'> {
  constructor(payload: DomainEventMap['ManualDonationRecorded']) {
    super('ManualDonationRecorded', payload);
  }
}
