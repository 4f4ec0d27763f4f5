import { Command } from '@nestjs/cqrs';

export class SubscribeToNewsletterCommand extends Command<{ alreadySubscribed: boolean }> {
  constructor(readonly email: string) {
    super();
  }
}
