import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';

export type NotifyParticipantAdmittedPayload = DomainEventMap['ParticipantAdmitted'];

/** Tells a participant that an admin approved their request to join. */
@Injectable()
@DomainJob({ name: 'fundraisers.notify-participant-admitted', on: 'ParticipantAdmitted', queue: 'messaging' })
export class NotifyParticipantAdmittedJob implements DomainJobHandler<'ParticipantAdmitted'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle(
    { email, firstName, fundraiserId, fundraiserName }: NotifyParticipantAdmittedPayload,
    { effectKey }: JobContext,
  ) {
    await this.messenger.sendEmail(effectKey, {
      to: email,
      subject: `You are in: ${fundraiserName}`,
      text: [
        `Hi ${firstName},`,
        '',
        `Your request to join ${fundraiserName} was approved. Open your fundraiser dashboard:`,
        `${this.config.http.publicUrl}/participant/dashboard/${fundraiserId}`,
      ].join('\n'),
    });
  }
}
