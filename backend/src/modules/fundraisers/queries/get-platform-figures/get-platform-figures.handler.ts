import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { GetPlatformFiguresQuery } from './get-platform-figures.query';

@QueryHandler(GetPlatformFiguresQuery)
export class GetPlatformFiguresHandler implements IQueryHandler<GetPlatformFiguresQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly balances: LedgerBalances,
  ) {}

  async execute() {
    const started = await this.em
      .fork()
      .execute<{ id: string }[]>('select id from fundraisers where starts_at <= now()');
    // Raised counts as the lists do (spec §9): each fundraiser's own donations plus its groups', from the ledger.
    const totals = await this.balances.fundraiserTotals(started.map((row) => row.id));
    let raisedCents = 0;
    for (const total of totals.values()) raisedCents += total.raisedCents;
    return { fundraisersRun: started.length, raisedCents };
  }
}
