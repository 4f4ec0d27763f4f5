import { siteMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { NewsletterSubscription } from '../../entities/newsletter-subscription.entity';
import { NewsletterLinks } from '../../newsletter-links';
import { UnsubscribeFromNewsletterCommand } from './unsubscribe-from-newsletter.command';

/**
 * One click from any newsletter email takes the address off the list, pending or confirmed; doing it again
 * answers the same. Its confirmation link stops working, so coming back means confirming again.
 */
@CommandHandler(UnsubscribeFromNewsletterCommand)
export class UnsubscribeFromNewsletterHandler implements ICommandHandler<UnsubscribeFromNewsletterCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly links: NewsletterLinks,
  ) {}

  async execute({ token }: UnsubscribeFromNewsletterCommand) {
    const subscriptionId = this.links.subscriptionOfUnsubscribeToken(token);
    if (!subscriptionId) throw new DomainError('invalid', siteMessages.newsletterUnsubscribeLinkInvalid);
    await this.uow.run(async ({ em }) => {
      await em.nativeUpdate(
        NewsletterSubscription,
        { id: subscriptionId, status: { $ne: 'unsubscribed' } },
        { status: 'unsubscribed', unsubscribedAt: new Date(), confirmTokenHash: null, confirmExpiresAt: null },
      );
    });
  }
}
