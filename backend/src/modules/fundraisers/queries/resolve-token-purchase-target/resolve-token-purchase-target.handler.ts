import { fundraiserMessages, moneyMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { paymentTargetOf, type PaymentTarget, type PaymentTargetRow } from '../payment-target/payment-target';
import { ResolveTokenPurchaseTargetQuery } from './resolve-token-purchase-target.query';

/** The fundraiser (or group) a member buys tokens for, the buyer's membership, and where the money settles. */
@QueryHandler(ResolveTokenPurchaseTargetQuery)
export class ResolveTokenPurchaseTargetHandler implements IQueryHandler<ResolveTokenPurchaseTargetQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountId, target }: ResolveTokenPurchaseTargetQuery): Promise<PaymentTarget> {
    const em = this.em.fork();
    const byGroup = 'groupId' in target;
    const [row] = await em.execute<PaymentTargetRow[]>(
      byGroup
        ? `select f.id as fundraiser_id, f.fund_raising_name, f.starts_at, f.ends_at, g.id as group_id,
                  null as membership_id, coalesce(g.payout_account_id, f.payout_account_id) as payout_account_id
             from fundraiser_groups g join fundraisers f on f.id = g.fundraiser_id
            where g.id = ?`
        : `select f.id as fundraiser_id, f.fund_raising_name, f.starts_at, f.ends_at, null as group_id,
                  null as membership_id, f.payout_account_id
             from fundraisers f
            where f.id = ?`,
      [byGroup ? target.groupId : target.fundraiserId],
    );
    if (!row) {
      throw new DomainError('not-found', byGroup ? fundraiserMessages.groupNotFound : fundraiserMessages.notFound);
    }
    // A participant's own membership first; a team member's otherwise (they may support several participants).
    const [membership] = await em.execute<{ id: string }[]>(
      `select id from fundraiser_memberships where fundraiser_id = ? and account_id = ?
        order by (role = 'participant') desc, joined_at limit 1`,
      [row.fundraiser_id, accountId],
    );
    if (!membership) throw new DomainError('forbidden', moneyMessages.notAMember);
    return paymentTargetOf(row, membership.id);
  }
}
