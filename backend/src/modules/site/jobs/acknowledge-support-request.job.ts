import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';

export type AcknowledgeSupportRequestPayload = DomainEventMap['SupportRequestReceived'];

/**
 * Tells the sender we got their request. Nobody proved they own this address, so the email is a fixed text with
 * the request's reference: never the name or message someone typed, which would let the form relay any text
 * to any inbox.
 */
@Injectable()
@DomainJob({ name: 'site.acknowledge-support-request', on: 'SupportRequestReceived', queue: 'messaging' })
export class AcknowledgeSupportRequestJob implements DomainJobHandler<'SupportRequestReceived'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ supportRequestId, email }: AcknowledgeSupportRequestPayload, { effectKey }: JobContext) {
    await this.messenger.sendEmail(effectKey, {
      to: email,
      subject: 'We received your message',
      text: [
        'Hello,',
        '',
        'FundPlay support received a message sent from this email address through our support page.',
        'A person on our team will answer within one business day.',
        '',
        `Your request reference: ${supportRequestId}`,
        `If it is urgent, call us at ${this.config.support.phone} and mention this reference.`,
        '',
        'If you did not write to us, you can ignore this email.',
        '',
        'The FundPlay team',
      ].join('\n'),
    });
  }
}
