import type { DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { Invitation } from '../entities/invitation.entity';

export type SendSecondaryAdminInvitationPayload = DomainEventMap['SecondaryAdminInvited'];

/** Emails an invitation link. The code is read from the invitation itself, so the event carries none. */
@Injectable()
@DomainJob({ name: 'identity.send-secondary-admin-invitation', on: 'SecondaryAdminInvited', queue: 'messaging' })
export class SendSecondaryAdminInvitationJob implements DomainJobHandler<'SecondaryAdminInvited'> {
  private readonly logger = new Logger(SendSecondaryAdminInvitationJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle(
    { invitationId, email, firstName, inviterName }: SendSecondaryAdminInvitationPayload,
    { effectKey }: JobContext,
  ) {
    const invitation = await this.em.fork().findOne(Invitation, { id: invitationId }, { fields: ['code'] });
    if (!invitation) {
      this.logger.warn({ invitationId }, 'invitation no longer exists; nothing to send');
      return;
    }
    await this.messenger.sendEmail(
      effectKey,
      {
        to: email,
        subject: `${inviterName} invited you to run fundraisers on FundPlay`,
        text: [
          `Hi ${firstName},`,
          '',
          `${inviterName} invited you to help administer fundraisers on FundPlay. Sign up with this link:`,
          `${this.config.http.publicUrl}/admin/signup/${invitation.code}`,
          '',
          'The invitation works for 7 days.',
        ].join('\n'),
      },
      { secrets: [invitation.code] },
    );
  }
}
