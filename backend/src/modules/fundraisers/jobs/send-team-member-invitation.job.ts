import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { SecretVault } from '../../../platform/secrets/secret-vault';
import { invitationSecretRef } from '../domain/invitation-codes';

export type SendTeamMemberInvitationPayload = DomainEventMap['TeamMemberInvited'];

/**
 * Emails (and texts, with a phone) a team-member invitation: a login link when the person already has a
 * team-member account, a sign-up link otherwise. The code comes from the secret vault and is wiped once sent.
 */
@Injectable()
@DomainJob({ name: 'fundraisers.send-team-member-invitation', on: 'TeamMemberInvited', queue: 'messaging' })
export class SendTeamMemberInvitationJob implements DomainJobHandler<'TeamMemberInvited'> {
  private readonly logger = new Logger(SendTeamMemberInvitationJob.name);

  constructor(
    private readonly messenger: Messenger,
    private readonly vault: SecretVault,
    private readonly config: AppConfig,
  ) {}

  async handle(
    {
      invitationId,
      email,
      phoneNo,
      firstName,
      fundraiserName,
      participantName,
      userExists,
    }: SendTeamMemberInvitationPayload,
    { effectKey }: JobContext,
  ) {
    const ref = invitationSecretRef(invitationId);
    const code = await this.vault.get(ref);
    if (!code) {
      if (!(await this.messenger.wasSent(effectKey)))
        this.logger.warn({ invitationId }, 'invitation code expired unsent');
      return;
    }
    const link = `${this.config.http.publicUrl}/teammember/${userExists ? 'login' : 'signup'}/${code}`;
    const action = userExists ? 'Log in to accept it' : 'Sign up with this link';
    await this.messenger.sendEmail(
      effectKey,
      {
        to: email,
        subject: `${participantName} invited you to their team for ${fundraiserName}`,
        text: [
          `Hi ${firstName},`,
          '',
          `${participantName} invited you to support their team in ${fundraiserName} on FundPlay. ${action}:`,
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
        { to: phoneNo, text: `FundPlay: ${participantName} invited you to their team for ${fundraiserName}: ${link}` },
        { secrets: [code] },
      );
    }
    await this.vault.wipe(ref);
  }
}
