import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { NewsletterSubscribed } from '../../events/newsletter-subscribed.event';
import { SubscribeToNewsletterCommand } from './subscribe-to-newsletter.command';

@CommandHandler(SubscribeToNewsletterCommand)
export class SubscribeToNewsletterHandler implements ICommandHandler<SubscribeToNewsletterCommand> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ email }: SubscribeToNewsletterCommand) {
    return this.uow.run(async ({ em, publish }) => {
      // Insert-or-nothing keeps one row per address even when two requests race.
      const inserted = await em.execute<{ id: string }[]>(
        'insert into newsletter_subscriptions (id, email) values (?, ?) on conflict (email) do nothing returning id',
        [randomUUID(), email],
      );
      const row = inserted[0];
      if (!row) return { alreadySubscribed: true };
      publish(new NewsletterSubscribed({ subscriptionId: row.id, email }));
      return { alreadySubscribed: false };
    });
  }
}
