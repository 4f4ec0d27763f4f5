import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type SendOneTimeCodePayload = DomainEventMap['OneTimeCodeIssued'];

const purposeText = { signUp: 'finish signing up', logIn: 'log in', forgotPassword: 'reset your password' } as const;

@Injectable()
@DomainJob({ name: 'identity.send-one-time-code', on: 'OneTimeCodeIssued' })
export class SendOneTimeCodeJob implements DomainJobHandler<'OneTimeCodeIssued'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
  ) {}

  async handle({ channel, destination, code, purpose, firstName }: SendOneTimeCodePayload, { effectKey }: JobContext) {
    const text = `FundPlay: ${code} is your code to ${purposeText[purpose]}. It expires in 10 minutes. Never share it.`;
    await this.effects.once(effectKey, async (em) => {
      if (channel === 'phone') {
        await this.messenger.sendSms(em, effectKey, { to: destination, text });
      } else {
        await this.messenger.sendEmail(em, effectKey, {
          to: destination,
          subject: `Your FundPlay code: ${code}`,
          text: [`Hi ${firstName},`, '', text, '', 'If you did not ask for it, you can ignore this email.'].join('\n'),
        });
      }
    });
  }
}
