import { fundraiserMessages, type SponsorRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { Membership } from '../../entities/membership.entity';
import { FundraiserAccess } from '../../policies/fundraiser-access.policy';
import { businessSponsorsOf } from '../../read-models/sponsor-views';
import { ListSponsorsQuery } from './list-sponsors.query';

/**
 * Its administrators and its members (participants, team members) see a fundraiser's sponsors; anyone else gets
 * the same 404 as for a fundraiser that does not exist.
 */
@QueryHandler(ListSponsorsQuery)
export class ListSponsorsHandler implements IQueryHandler<ListSponsorsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly balances: LedgerBalances,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: ListSponsorsQuery): Promise<SponsorRow[]> {
    const em = this.em.fork();
    if (user.role === 'admin' || user.role === 'secondaryAdmin') {
      await this.access.requireAdministered(em, user, fundraiserId);
    } else if (!(await em.count(Membership, { fundraiserId, accountId: user.accountId }))) {
      throw new DomainError('not-found', fundraiserMessages.notFound);
    }
    return businessSponsorsOf(em, this.balances, this.queries, fundraiserId);
  }
}
