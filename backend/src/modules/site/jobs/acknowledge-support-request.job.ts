import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type AcknowledgeSupportRequestPayload = DomainEventMap['SupportRequestReceived'];

@Injectable()
@DomainJob({ name: 'site.acknowledge-support-request', on: 'SupportRequestReceived' })
export class AcknowledgeSupportRequestJob implements DomainJobHandler<'SupportRequestReceived'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ name, email, message }: AcknowledgeSupportRequestPayload, { effectKey }: JobContext) {
    await this.effects.once(effectKey, async (em) => {
      await this.messenger.sendEmail(em, effectKey, {
        to: email,
        subject: 'We received your message',
        text: [
          `Hi ${name},`,
          '',
          'Thanks for writing to FundPlay support. A person on our team will answer within one business day.',
          `If it is urgent, call us at ${this.config.support.phone}.`,
          '',
          'Your message:',
          ...message.split('\n').map((line) => `> ${line}`),
          '',
          'The FundPlay team',
        ].join('\n'),
      });
    });
  }
}
