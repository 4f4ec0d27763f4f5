import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';

export type WarnOwnerOfCodeLockPayload = DomainEventMap['OneTimeCodeEntryLocked'];

/** Tells the owner that someone kept entering wrong codes for their account, and what to do if it was not them. */
@Injectable()
@DomainJob({ name: 'identity.warn-owner-of-code-lock', on: 'OneTimeCodeEntryLocked', queue: 'messaging' })
export class WarnOwnerOfCodeLockJob implements DomainJobHandler<'OneTimeCodeEntryLocked'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ email, firstName, lockedMinutes }: WarnOwnerOfCodeLockPayload, { effectKey }: JobContext) {
    await this.messenger.sendEmail(effectKey, {
      to: email,
      subject: 'Too many wrong codes for your FundPlay account',
      text: [
        `Hi ${firstName},`,
        '',
        `Someone entered too many wrong one-time codes for your FundPlay account, so code entry is paused for ${lockedMinutes} minutes.`,
        'If this was you, wait and then ask for a new code.',
        'If it was not you, someone may know your password: change it as soon as you can at',
        `${this.config.http.publicUrl}/change-password`,
      ].join('\n'),
    });
  }
}
