import type { SupporterMessageRow } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetFundraiserMoneyScopeQuery } from '../../../fundraisers/queries/get-fundraiser-money-scope/get-fundraiser-money-scope.query';
import { Payment } from '../../entities/payment.entity';
import { supporterMessageRow, wallPaymentStatuses, wallTime } from '../../read-models/supporter-message-rows';
import { GetSupporterMessagesQuery } from './get-supporter-messages.query';

@QueryHandler(GetSupporterMessagesQuery)
export class GetSupporterMessagesHandler implements IQueryHandler<GetSupporterMessagesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ user, fundraiserId }: GetSupporterMessagesQuery): Promise<SupporterMessageRow[]> {
    // The same rule as the fundraiser's other money reports: its administrators only, anyone else a 404.
    const scope = await this.queries.execute(new GetFundraiserMoneyScopeQuery(user, fundraiserId));
    const payments = await this.em.fork().find(Payment, {
      fundraiserId,
      kind: 'donation',
      status: { $in: [...wallPaymentStatuses] },
      message: { $ne: null },
    });
    return payments
      .filter((payment) => payment.message && payment.disputeStatus !== 'lost')
      .sort((a, b) => wallTime(b).getTime() - wallTime(a).getTime() || b.id.localeCompare(a.id))
      .map((payment) => supporterMessageRow(payment, scope));
  }
}
