import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type SendSecondaryAdminInvitationPayload = DomainEventMap['SecondaryAdminInvited'];

@Injectable()
@DomainJob({ name: 'identity.send-secondary-admin-invitation', on: 'SecondaryAdminInvited' })
export class SendSecondaryAdminInvitationJob implements DomainJobHandler<'SecondaryAdminInvited'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
  ) {}

  async handle(
    { email, firstName, inviterName, invitationUrl }: SendSecondaryAdminInvitationPayload,
    { effectKey }: JobContext,
  ) {
    await this.effects.once(effectKey, async (em) => {
      await this.messenger.sendEmail(em, effectKey, {
        to: email,
        subject: `${inviterName} invited you to run fundraisers on FundPlay`,
        text: [
          `Hi ${firstName},`,
          '',
          `${inviterName} invited you to help administer fundraisers on FundPlay. Sign up with this link:`,
          invitationUrl,
          '',
          'The invitation works for 7 days.',
        ].join('\n'),
      });
    });
  }
}
