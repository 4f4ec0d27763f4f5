import type { EntityManager } from '@mikro-orm/postgresql';
import { Query } from '@nestjs/cqrs';

/**
 * Inside the caller's transaction (`em`): whether the payout account still belongs to one of `ownerAccountIds`
 * and is verified, holding its row (FOR SHARE) until that transaction ends, so a concurrent deletion of the account
 * waits for the link to commit and then sees it (and a link after a deletion finds no account).
 *
 * A port: fundraisers asks it, payments answers it (dependency inversion keeps payments above fundraisers).
 */
export class HoldPayoutAccountQuery extends Query<boolean> {
  constructor(
    readonly em: EntityManager,
    readonly providerAccountId: string,
    readonly ownerAccountIds: readonly string[],
  ) {
    super();
  }
}
