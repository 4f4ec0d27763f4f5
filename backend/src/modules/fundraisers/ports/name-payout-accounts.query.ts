import { Query } from '@nestjs/cqrs';

/**
 * The display names of these provider accounts (`acct_…`), keyed by them, so pages can say where donations go by
 * name. An id FundPlay does not know (e.g. deleted) is left out; the caller shows it as unnamed.
 *
 * A port: fundraisers asks it, payments answers it (dependency inversion keeps payments above fundraisers).
 */
export class NamePayoutAccountsQuery extends Query<Map<string, string>> {
  constructor(readonly providerAccountIds: readonly string[]) {
    super();
  }
}
