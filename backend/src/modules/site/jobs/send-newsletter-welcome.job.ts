import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { NewsletterLinks } from '../newsletter-links';

export type SendNewsletterWelcomePayload = DomainEventMap['NewsletterSubscriptionConfirmed'];

/** The first newsletter email, once the address is confirmed; like every newsletter email, it can unsubscribe. */
@Injectable()
@DomainJob({ name: 'site.send-newsletter-welcome', on: 'NewsletterSubscriptionConfirmed', queue: 'messaging' })
export class SendNewsletterWelcomeJob implements DomainJobHandler<'NewsletterSubscriptionConfirmed'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly links: NewsletterLinks,
    private readonly config: AppConfig,
  ) {}

  async handle({ subscriptionId, email }: SendNewsletterWelcomePayload, { effectKey }: JobContext) {
    const unsubscribeToken = this.links.unsubscribeToken(subscriptionId);
    await this.messenger.sendEmail(
      effectKey,
      {
        to: email,
        subject: 'You are subscribed to FundPlay news',
        text: [
          'Hi,',
          '',
          'Thanks for confirming. We will write now and then with new games, fundraising ideas and what',
          'schools and teams are raising for.',
          '',
          'The FundPlay team',
          this.config.http.publicUrl,
          '',
          `Unsubscribe with one click: ${this.links.unsubscribeUrl(unsubscribeToken)}`,
        ].join('\n'),
      },
      { secrets: [unsubscribeToken] },
    );
  }
}
