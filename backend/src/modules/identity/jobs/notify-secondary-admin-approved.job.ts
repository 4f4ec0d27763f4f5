import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type NotifySecondaryAdminApprovedPayload = DomainEventMap['SecondaryAdminApproved'];

@Injectable()
@DomainJob({ name: 'identity.notify-secondary-admin-approved', on: 'SecondaryAdminApproved' })
export class NotifySecondaryAdminApprovedJob implements DomainJobHandler<'SecondaryAdminApproved'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ email, firstName }: NotifySecondaryAdminApprovedPayload, { effectKey }: JobContext) {
    await this.effects.once(effectKey, async (em) => {
      await this.messenger.sendEmail(em, effectKey, {
        to: email,
        subject: 'Your FundPlay administrator account is approved',
        text: [
          `Hi ${firstName},`,
          '',
          'You can now log in and help run fundraisers:',
          `${this.config.http.publicUrl}/admin/login`,
        ].join('\n'),
      });
    });
  }
}
