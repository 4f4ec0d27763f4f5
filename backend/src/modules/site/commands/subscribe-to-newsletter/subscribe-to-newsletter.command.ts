import { Command } from '@nestjs/cqrs';

/** Starts double opt-in for `email`; the answer is the same whatever the address's state. */
export class SubscribeToNewsletterCommand extends Command<void> {
  constructor(
    readonly email: string,
    /** The caller's address, for the per-IP limit. */
    readonly ip: string,
  ) {
    super();
  }
}
