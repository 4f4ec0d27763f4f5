import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FundraiserGroup } from '../../entities/fundraiser-group.entity';
import {
  fundraiserDetail,
  fundraiserPeople,
  groupDetails,
  organisationAdministrators,
  payoutAccountNames,
} from '../../read-models/fundraiser-admin-views';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { businessSponsorsOf } from '../../read-models/sponsor-views';
import { GetFundraiserAdministrationQuery, type FundraiserAdministration } from './get-fundraiser-administration.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';

@QueryHandler(GetFundraiserAdministrationQuery)
export class GetFundraiserAdministrationHandler implements IQueryHandler<GetFundraiserAdministrationQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ user, fundraiserId }: GetFundraiserAdministrationQuery): Promise<FundraiserAdministration> {
    const em = this.em.fork();
    const fundraiser = await this.access.requireAdministered(em, user, fundraiserId);
    const [detail, administrators, groups, people, totals, sponsors] = await Promise.all([
      fundraiserDetail(em, this.queries, this.balances, user, fundraiser),
      organisationAdministrators(this.queries, fundraiser),
      em.find(FundraiserGroup, { fundraiserId }, { orderBy: { createdAt: 'asc', name: 'asc' } }),
      fundraiserPeople(em, this.queries, this.balances, fundraiserId),
      this.balances.fundraiserTotals([fundraiserId]),
      businessSponsorsOf(em, this.balances, this.queries, fundraiserId),
    ]);
    const accountNames = await payoutAccountNames(
      this.queries,
      groups.map((group) => group.payoutAccountId),
    );
    const raisedByGroup = new Map(
      Object.entries(totals.get(fundraiserId)?.groupRaisedCents ?? {}).map(([id, raisedCents]) => [
        id,
        { raisedCents },
      ]),
    );
    return {
      fundRaiser: detail,
      admin: administrators,
      group: groupDetails(groups, administrators, people, raisedByGroup, accountNames),
      participants: people.participants,
      sponsors,
    };
  }
}
