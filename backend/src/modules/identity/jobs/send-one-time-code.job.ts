import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable, Logger } from '@nestjs/common';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { SecretVault } from '../../../platform/secrets/secret-vault';
import { oneTimeCodeSecretRef } from '../domain/secret-refs';

export type SendOneTimeCodePayload = DomainEventMap['OneTimeCodeIssued'];

const purposeText = { signUp: 'finish signing up', logIn: 'log in', forgotPassword: 'reset your password' } as const;

/** Delivers a one-time code by text or email. The code comes from the secret vault and is wiped once sent. */
@Injectable()
@DomainJob({ name: 'identity.send-one-time-code', on: 'OneTimeCodeIssued', queue: 'messaging' })
export class SendOneTimeCodeJob implements DomainJobHandler<'OneTimeCodeIssued'> {
  private readonly logger = new Logger(SendOneTimeCodeJob.name);

  constructor(
    private readonly messenger: Messenger,
    private readonly vault: SecretVault,
  ) {}

  async handle(
    { codeId, channel, destination, purpose, firstName }: SendOneTimeCodePayload,
    { effectKey }: JobContext,
  ) {
    const ref = oneTimeCodeSecretRef(codeId);
    const code = await this.vault.get(ref);
    if (!code) {
      // Sent and wiped by an earlier attempt, or expired unsent: the user asks for a new code either way.
      if (!(await this.messenger.wasSent(effectKey))) this.logger.warn({ codeId }, 'code expired before it was sent');
      return;
    }
    const text = `FundPlay: ${code} is your code to ${purposeText[purpose]}. It expires in 10 minutes. Never share it.`;
    if (channel === 'phone') {
      await this.messenger.sendSms(effectKey, { to: destination, text }, { secrets: [code] });
    } else {
      await this.messenger.sendEmail(
        effectKey,
        {
          to: destination,
          subject: `Your FundPlay code: ${code}`,
          text: [`Hi ${firstName},`, '', text, '', 'If you did not ask for it, you can ignore this email.'].join('\n'),
        },
        { secrets: [code] },
      );
    }
    await this.vault.wipe(ref);
  }
}
