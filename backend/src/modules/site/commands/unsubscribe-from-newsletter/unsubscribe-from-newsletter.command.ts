import { Command } from '@nestjs/cqrs';

export class UnsubscribeFromNewsletterCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
