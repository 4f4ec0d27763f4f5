import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { JobEffects } from '../../../platform/events/job-effects';
import { Messenger } from '../../../platform/messaging/messenger';

export type SendNewsletterConfirmationPayload = DomainEventMap['NewsletterSubscribed'];

@Injectable()
@DomainJob({ name: 'site.send-newsletter-confirmation', on: 'NewsletterSubscribed' })
export class SendNewsletterConfirmationJob implements DomainJobHandler<'NewsletterSubscribed'> {
  constructor(
    private readonly effects: JobEffects,
    private readonly messenger: Messenger,
    private readonly config: AppConfig,
  ) {}

  async handle({ email }: SendNewsletterConfirmationPayload, { effectKey }: JobContext) {
    await this.effects.once(effectKey, (em) =>
      this.messenger
        .sendEmail(em, effectKey, {
          to: email,
          subject: 'You are subscribed to FundPlay news',
          text: [
            'Hi,',
            '',
            'Thanks for subscribing to the FundPlay newsletter. We will write now and then with new games,',
            'fundraising ideas and what schools and teams are raising for.',
            '',
            `Changed your mind? Just reply to this email or write to ${this.config.support.email} and we will take you off the list.`,
            '',
            'The FundPlay team',
            this.config.http.publicUrl,
          ].join('\n'),
        })
        .then(() => undefined),
    );
  }
}
