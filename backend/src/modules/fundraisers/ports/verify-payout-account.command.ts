import { Command } from '@nestjs/cqrs';

/**
 * May this payout account be linked? It must belong to one of `ownerAccountIds` and be verified (charges
 * enabled); a row that says unverified is refreshed from the provider first (onboarding may just have finished).
 * Answers nothing; refuses with a 404 (not one of theirs) or a 409 (not verified).
 *
 * A port: fundraisers asks it, payments answers it (dependency inversion keeps payments above fundraisers).
 */
export class VerifyPayoutAccountCommand extends Command<void> {
  constructor(
    readonly providerAccountId: string,
    readonly ownerAccountIds: readonly string[],
  ) {
    super();
  }
}
