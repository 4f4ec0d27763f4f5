import { fundraiserMessages, type FundraiserTransparency } from '@fundplay/contracts';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetFundraiserNamesQuery } from '../../../identity/ports/get-fundraiser-names.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { GetTransparencyQuery } from './get-transparency.query';

@QueryHandler(GetTransparencyQuery)
export class GetTransparencyHandler implements IQueryHandler<GetTransparencyQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ fundraiserId }: GetTransparencyQuery): Promise<FundraiserTransparency> {
    const [[fundraiser], figures] = await Promise.all([
      this.queries.execute(new GetFundraiserNamesQuery([fundraiserId])),
      this.balances.transparency(fundraiserId),
    ]);
    if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
    return {
      fundRaisingId: fundraiser.id,
      fundRaisingName: fundraiser.fundRaisingName,
      raisedCents: figures.raisedCents,
      platformFeeCents: figures.platformFeeCents,
      processingFeeCents: figures.processingFeeCents,
      netToCauseCents: figures.netToCauseCents,
      netToCausePercent: figures.netToCausePercent,
      disputedCents: figures.disputedCents,
      giftCount: figures.giftCount,
    };
  }
}
