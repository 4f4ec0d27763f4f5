import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type SendAdminEmailVerificationPayload = DomainEventMap['AdminEmailVerificationRequested'];

@Injectable()
@DomainJob({ name: 'identity.send-admin-email-verification', on: 'AdminEmailVerificationRequested' })
export class SendAdminEmailVerificationJob implements DomainJobHandler<'AdminEmailVerificationRequested'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
  ) {}

  async handle({ email, firstName, verificationUrl }: SendAdminEmailVerificationPayload, { effectKey }: JobContext) {
    await this.effects.once(effectKey, async (em) => {
      await this.messenger.sendEmail(em, effectKey, {
        to: email,
        subject: 'Verify your FundPlay email',
        text: [
          `Hi ${firstName},`,
          '',
          'Welcome to FundPlay. Please confirm this is your email address by opening this link:',
          verificationUrl,
          '',
          'The link works for 24 hours. If you did not sign up, you can ignore this email.',
        ].join('\n'),
      });
    });
  }
}
