import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';

export type NotifySupportTeamPayload = DomainEventMap['SupportRequestReceived'];

@Injectable()
@DomainJob({ name: 'site.notify-support-team', on: 'SupportRequestReceived', queue: 'messaging' })
export class NotifySupportTeamJob implements DomainJobHandler<'SupportRequestReceived'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ supportRequestId, name, email, message }: NotifySupportTeamPayload, { effectKey }: JobContext) {
    await this.messenger.sendEmail(effectKey, {
      to: this.config.support.email,
      subject: `Support request from ${name}`,
      text: [`From: ${name} <${email}>`, `Request: ${supportRequestId}`, '', message].join('\n'),
    });
  }
}
