import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

@RequiresHandler()
export class ConfirmNewsletterSubscriptionCommand extends Command<void> {
  constructor(readonly token: string) {
    super();
  }
}
