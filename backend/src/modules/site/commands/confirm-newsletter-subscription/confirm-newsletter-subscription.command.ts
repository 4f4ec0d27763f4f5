import { Command } from '@nestjs/cqrs';

export class ConfirmNewsletterSubscriptionCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
