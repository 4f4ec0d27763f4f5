import { LockMode } from '@mikro-orm/core';
import { siteMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { NewsletterSubscription } from '../../entities/newsletter-subscription.entity';
import { NewsletterSubscriptionConfirmed } from '../../events/newsletter-subscription-confirmed.event';
import { hashNewsletterToken } from '../../newsletter-links';
import { ConfirmNewsletterSubscriptionCommand } from './confirm-newsletter-subscription.command';

/**
 * Follows a confirmation link: the address joins the list. Opening the same link again (a second click, a mail
 * client's preview) answers the same success and changes nothing; an expired, replaced or unknown link is refused.
 */
@CommandHandler(ConfirmNewsletterSubscriptionCommand)
export class ConfirmNewsletterSubscriptionHandler implements ICommandHandler<ConfirmNewsletterSubscriptionCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ token }: ConfirmNewsletterSubscriptionCommand) {
    await this.uow.run(async ({ em, publish }) => {
      const subscription = await em.findOne(
        NewsletterSubscription,
        { confirmTokenHash: hashNewsletterToken(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!subscription?.confirmExpiresAt || subscription.confirmExpiresAt < new Date()) {
        throw new DomainError('gone', siteMessages.newsletterConfirmLinkInvalid);
      }
      if (subscription.status === 'confirmed') return;
      subscription.status = 'confirmed';
      subscription.confirmedAt = new Date();
      subscription.unsubscribedAt = null;
      publish(new NewsletterSubscriptionConfirmed({ subscriptionId: subscription.id, email: subscription.email }));
    });
  }
}
