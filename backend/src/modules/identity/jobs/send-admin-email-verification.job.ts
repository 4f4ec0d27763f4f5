import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { SecretVault } from '../../../platform/secrets/secret-vault';
import { EmailVerificationLinks } from '../services/email-verification-links';
import { emailVerificationSecretRef } from '../domain/secret-refs';

export type SendAdminEmailVerificationPayload = DomainEventMap['AdminEmailVerificationRequested'];

/** Emails an administrator's verification link. Its token comes from the secret vault and is wiped once sent. */
@Injectable()
@DomainJob({
  name: 'identity.send-admin-email-verification',
  on: 'AdminEmailVerificationRequested',
  queue: 'messaging',
})
export class SendAdminEmailVerificationJob implements DomainJobHandler<'AdminEmailVerificationRequested'> {
  private readonly logger = new Logger(SendAdminEmailVerificationJob.name);

  constructor(
    private readonly messenger: Messenger,
    private readonly vault: SecretVault,
    private readonly links: EmailVerificationLinks,
  ) {}

  async handle({ linkId, email, firstName, next }: SendAdminEmailVerificationPayload, { effectKey }: JobContext) {
    const ref = emailVerificationSecretRef(linkId);
    const token = await this.vault.get(ref);
    if (!token) {
      // Sent and wiped by an earlier attempt, or expired unsent: "resend" issues a new link either way.
      if (!(await this.messenger.wasSent(effectKey))) this.logger.warn({ linkId }, 'link expired before it was sent');
      return;
    }
    await this.messenger.sendEmail(
      effectKey,
      {
        to: email,
        subject: 'Verify your FundPlay email',
        text: [
          `Hi ${firstName},`,
          '',
          'Welcome to FundPlay. Please confirm this is your email address by opening this link:',
          this.links.url(token, next),
          '',
          'The link works for 24 hours. If you did not sign up, you can ignore this email.',
        ].join('\n'),
      },
      { secrets: [token] },
    );
    await this.vault.wipe(ref);
  }
}
