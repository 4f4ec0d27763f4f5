import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';

export type NotifySecondaryAdminApprovedPayload = DomainEventMap['SecondaryAdminApproved'];

@Injectable()
@DomainJob({ name: 'identity.notify-secondary-admin-approved', on: 'SecondaryAdminApproved', queue: 'messaging' })
export class NotifySecondaryAdminApprovedJob implements DomainJobHandler<'SecondaryAdminApproved'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ email, firstName }: NotifySecondaryAdminApprovedPayload, { effectKey }: JobContext) {
    await this.messenger.sendEmail(effectKey, {
      to: email,
      subject: 'Your FundPlay administrator account is approved',
      text: [
        `Hi ${firstName},`,
        '',
        'You can now log in and help run fundraisers:',
        `${this.config.http.publicUrl}/admin/login`,
      ].join('\n'),
    });
  }
}
