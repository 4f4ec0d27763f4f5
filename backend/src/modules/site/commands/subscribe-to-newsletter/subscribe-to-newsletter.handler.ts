import { LockMode } from '@mikro-orm/core';
import { siteMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { NewsletterSubscription } from '../../entities/newsletter-subscription.entity';
import { NewsletterLinks } from '../../newsletter-links';
import { SubscribeToNewsletterCommand } from './subscribe-to-newsletter.command';

export const NEWSLETTER_REQUESTS_PER_IP_PER_HOUR = 20;
export const NEWSLETTER_REQUESTS_PER_ADDRESS_PER_HOUR = 3;
/** A pending address gets at most one confirmation email per minute, however often it is entered. */
export const CONFIRMATION_COOLDOWN_MS = 60_000;

/**
 * Double opt-in. A new, pending or unsubscribed address gets a confirmation link (the list only counts it once
 * confirmed); a confirmed address is left alone. Every case answers the same, so the form reveals nobody's
 * membership, and the per-address limit counts every request, so it reveals nothing either while it keeps
 * anyone from flooding an inbox with confirmation emails.
 */
@CommandHandler(SubscribeToNewsletterCommand)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletterCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly limiter: RateLimiter,
    private readonly links: NewsletterLinks,
  ) {}

  async execute({ email, ip }: SubscribeToNewsletterCommand) {
    for (const [key, limit, message] of [
      [`newsletter-ip:${ip}`, NEWSLETTER_REQUESTS_PER_IP_PER_HOUR, siteMessages.newsletterTooManyFromYou],
      [
        `newsletter-address:${email}`,
        NEWSLETTER_REQUESTS_PER_ADDRESS_PER_HOUR,
        siteMessages.newsletterTooManyForAddress,
      ],
    ] as const) {
      if (!(await this.limiter.hit(key, limit, 3600)).allowed) throw new DomainError('rate-limited', message);
    }
    await this.uow.run(async (scope) => {
      const { em } = scope;
      // Insert-or-nothing, then lock the row: one row per address even when requests race.
      await em.execute(
        'insert into newsletter_subscriptions (id, email) values (?, ?) on conflict (email) do nothing',
        [randomUUID(), email],
      );
      const subscription = await em.findOneOrFail(
        NewsletterSubscription,
        { email },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (subscription.status === 'confirmed') return;
      const sentAt = subscription.confirmationSentAt;
      if (subscription.status === 'pending' && sentAt && Date.now() - sentAt.getTime() < CONFIRMATION_COOLDOWN_MS)
        return;
      // A new address, a pending one asking again, or someone coming back after unsubscribing: confirm first.
      subscription.status = 'pending';
      this.links.issueConfirmation(scope, subscription);
    });
  }
}
