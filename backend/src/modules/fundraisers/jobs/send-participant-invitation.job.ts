import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { SecretVault } from '../../../platform/secrets/secret-vault';
import { invitationSecretRef } from '../domain/invitation-codes';

export type SendParticipantInvitationPayload = DomainEventMap['ParticipantInvited'];

/**
 * Emails a participant invitation's sign-up link, and texts it when the admin gave a phone number. The code comes
 * from the secret vault (only its hash is stored) and is wiped once both messages went out.
 */
@Injectable()
@DomainJob({ name: 'fundraisers.send-participant-invitation', on: 'ParticipantInvited', queue: 'messaging' })
export class SendParticipantInvitationJob implements DomainJobHandler<'ParticipantInvited'> {
  private readonly logger = new Logger(SendParticipantInvitationJob.name);

  constructor(
    private readonly messenger: Messenger,
    private readonly vault: SecretVault,
    private readonly config: AppConfig,
  ) {}

  async handle(
    { invitationId, email, phoneNo, firstName, fundraiserName, inviterName }: SendParticipantInvitationPayload,
    { effectKey }: JobContext,
  ) {
    const ref = invitationSecretRef(invitationId);
    const code = await this.vault.get(ref);
    if (!code) {
      if (!(await this.messenger.wasSent(effectKey)))
        this.logger.warn({ invitationId }, 'invitation code expired unsent');
      return;
    }
    const link = `${this.config.http.publicUrl}/participant/signup/${code}`;
    await this.messenger.sendEmail(
      effectKey,
      {
        to: email,
        subject: `${inviterName} invited you to join ${fundraiserName} on FundPlay`,
        text: [
          `Hi ${firstName},`,
          '',
          `${inviterName} invited you to raise funds for ${fundraiserName} on FundPlay. Sign up with this link:`,
          link,
          '',
          'The invitation is for you alone and works for 7 days.',
        ].join('\n'),
      },
      { secrets: [code] },
    );
    if (phoneNo) {
      await this.messenger.sendSms(
        `${effectKey}:sms`,
        { to: phoneNo, text: `FundPlay: ${inviterName} invited you to join ${fundraiserName}. Sign up: ${link}` },
        { secrets: [code] },
      );
    }
    await this.vault.wipe(ref);
  }
}
