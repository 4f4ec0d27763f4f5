import { fundraiserMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { summarise } from '../../read-models/fundraiser-views';
import { GetFundraiserShowcaseQuery, type FundraiserShowcase } from './get-fundraiser-showcase.query';

@QueryHandler(GetFundraiserShowcaseQuery)
export class GetFundraiserShowcaseHandler implements IQueryHandler<GetFundraiserShowcaseQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ fundraiserId }: GetFundraiserShowcaseQuery): Promise<FundraiserShowcase> {
    const em = this.em.fork();
    const fundraiser = await em.findOne(Fundraiser, { id: fundraiserId });
    if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
    const [[summary], groups, totals] = await Promise.all([
      summarise(em, this.balances, [fundraiser]),
      em.find(FundraiserGroup, { fundraiserId }, { orderBy: { createdAt: 'asc', name: 'asc' } }),
      this.balances.fundraiserTotals([fundraiserId]),
    ]);
    if (!summary) throw new DomainError('not-found', fundraiserMessages.notFound);
    const raised = totals.get(fundraiserId)?.groupRaisedCents ?? {};
    return {
      summary,
      slug: fundraiser.slug,
      groups: groups
        .map((group) => ({
          _id: group.id,
          groupName: group.name,
          groupTarget: group.goalCents,
          groupTotalDonations: raised[group.id] ?? 0,
        }))
        .sort((a, b) => b.groupTotalDonations - a.groupTotalDonations),
    };
  }
}
