import type { DomainEventMap } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { DomainJob, type DomainJobHandler, type JobContext } from '../../../platform/events/domain-job';
import { Messenger } from '../../../platform/messaging/messenger';
import { SecretVault } from '../../../platform/secrets/secret-vault';
import { NewsletterLinks, newsletterConfirmationSecretRef } from '../newsletter-links';

export type SendNewsletterConfirmationPayload = DomainEventMap['NewsletterSubscribed'];

/** Emails the confirmation link of a pending subscription; its token comes from the vault and is wiped after. */
@Injectable()
@DomainJob({ name: 'site.send-newsletter-confirmation', on: 'NewsletterSubscribed', queue: 'messaging' })
export class SendNewsletterConfirmationJob implements DomainJobHandler<'NewsletterSubscribed'> {
  constructor(
    private readonly messenger: Messenger,
    private readonly vault: SecretVault,
    private readonly links: NewsletterLinks,
  ) {}

  async handle(
    { subscriptionId, email, confirmationId }: SendNewsletterConfirmationPayload,
    { effectKey }: JobContext,
  ) {
    const ref = newsletterConfirmationSecretRef(confirmationId);
    const token = await this.vault.get(ref);
    // No token: it was sent and wiped already, or it expired unsent (subscribing again sends a new link).
    if (token) {
      const unsubscribeToken = this.links.unsubscribeToken(subscriptionId);
      await this.messenger.sendEmail(
        effectKey,
        {
          to: email,
          subject: 'Confirm your FundPlay newsletter subscription',
          text: [
            'Hi,',
            '',
            'Someone, hopefully you, asked to receive the FundPlay newsletter at this address.',
            'To confirm, open this link:',
            this.links.confirmUrl(token),
            '',
            'The link works for 7 days. If you did not ask for this, ignore this email: we will not write again.',
            '',
            'The FundPlay team',
            '',
            `Unsubscribe: ${this.links.unsubscribeUrl(unsubscribeToken)}`,
          ].join('\n'),
        },
        { secrets: [token, unsubscribeToken] },
      );
    }
    await this.vault.wipe(ref);
  }
}
