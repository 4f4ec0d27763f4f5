import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type NotifySupportTeamPayload = DomainEventMap['SupportRequestReceived'];

@Injectable()
@DomainJob({ name: 'site.notify-support-team', on: 'SupportRequestReceived' })
export class NotifySupportTeamJob implements DomainJobHandler<'SupportRequestReceived'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ supportRequestId, name, email, message }: NotifySupportTeamPayload, { effectKey }: JobContext) {
    await this.effects.once(effectKey, async (em) => {
      await this.messenger.sendEmail(em, effectKey, {
        to: this.config.support.email,
        subject: `Support request from ${name}`,
        text: [`From: ${name} <${email}>`, `Request: ${supportRequestId}`, '', message].join('\n'),
      });
    });
  }
}
