import { moneyMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { paymentTargetOf, type PaymentTarget, type PaymentTargetRow } from '../payment-target/payment-target';
import { ResolveDonationTargetQuery } from './resolve-donation-target.query';

/** A referral code's fundraiser, group and credited participant, with the account the gift settles to. */
@QueryHandler(ResolveDonationTargetQuery)
export class ResolveDonationTargetHandler implements IQueryHandler<ResolveDonationTargetQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ referralCode }: ResolveDonationTargetQuery): Promise<PaymentTarget> {
    const [row] = await this.em.fork().execute<PaymentTargetRow[]>(
      `select f.id as fundraiser_id, f.fund_raising_name, f.starts_at, f.ends_at, g.id as group_id,
              m.id as membership_id, coalesce(g.payout_account_id, f.payout_account_id) as payout_account_id
         from referral_codes r
         join fundraisers f on f.id = r.fundraiser_id
         left join fundraiser_groups g on g.id = r.group_id and g.fundraiser_id = f.id
         left join fundraiser_memberships m
           on r.kind = 'participant' and m.fundraiser_id = f.id and m.account_id = r.participant_id
          and m.role = 'participant'
        where r.code = ? and (r.kind <> 'participant' or m.id is not null)`,
      [referralCode],
    );
    if (!row) throw new DomainError('not-found', moneyMessages.invalidReferral);
    return paymentTargetOf(row, null);
  }
}
