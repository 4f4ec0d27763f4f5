import type { EntityManager } from '@mikro-orm/postgresql';
import { Command } from '@nestjs/cqrs';

/**
 * Stripe's `account.updated`: copies the account's state from the event's object (`id`, `charges_enabled`,
 * `payouts_enabled`, `details_submitted`) onto its payout account row. `updated` is false for an account FundPlay
 * does not know or whose state did not change. Pass `em` to do it inside the caller's transaction (the one that
 * marks the event processed).
 */
export class SyncPayoutAccountCommand extends Command<{ updated: boolean }> {
  constructor(
    readonly account: Record<string, unknown>,
    readonly em?: EntityManager,
  ) {
    super();
  }
}
