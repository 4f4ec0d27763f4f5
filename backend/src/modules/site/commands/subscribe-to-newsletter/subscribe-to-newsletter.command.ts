import { Command } from '@nestjs/cqrs';
import { RequiresHandler } from '../../../../platform/cqrs/requires-handler';

/** Starts double opt-in for `email`; the answer is the same whatever the address's state. */
@RequiresHandler()
export class SubscribeToNewsletterCommand extends Command<void> {
  constructor(
    readonly email: string,
    /** The caller's address, for the per-IP limit. */
    readonly ip: string,
  ) {
    super();
  }
}
