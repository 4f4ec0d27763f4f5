import { fundraiserMessages, fundraiserStatus, type ReferralTarget } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { LRUCache } from 'lru-cache';
import { integerFromDb } from '../../../../platform/database/integer-from-db';
import { DomainError } from '../../../../platform/http/domain-error';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { fileUrl } from '../../read-models/fundraiser-views';
import { VerifyReferralCodeQuery } from './verify-referral-code.query';

interface ReferralRow {
  kind: ReferralTarget['kind'];
  code: string;
  participant_id: string | null;
  fundraiser_id: string;
  fund_raising_name: string;
  cause: string;
  goal_cents: string;
  logo_file_id: string | null;
  starts_at: Date;
  ends_at: Date;
  payout_account_id: string | null;
  group_id: string | null;
  group_name: string | null;
  group_goal_cents: string | null;
  group_accounts: (string | null)[] | null;
}

/** How long one API instance reuses a resolved code's public progress. */
export const REFERRAL_TARGET_TTL_MS = 1_000;

/**
 * The donation page's first read and a hot public one: the code, its fundraiser and its group in one statement;
 * then, side by side, the totals from the ledger and the participant's name (another context's, participant codes).
 *
 * A shared link draws its visitors in bursts, so each instance keeps a resolved code for a second
 * ({@link REFERRAL_TARGET_TTL_MS}): the totals a visitor sees are at most that old, and live updates reach open
 * pages by socket anyway. Unknown codes are not remembered, so a code is usable the moment it is generated.
 */
@QueryHandler(VerifyReferralCodeQuery)
export class VerifyReferralCodeHandler implements IQueryHandler<VerifyReferralCodeQuery> {
  private readonly recent = new LRUCache<string, ReferralTarget>({ max: 10_000, ttl: REFERRAL_TARGET_TTL_MS });

  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ code }: VerifyReferralCodeQuery): Promise<ReferralTarget> {
    const remembered = this.recent.get(code);
    if (remembered) return remembered;
    const target = await this.resolve(code);
    this.recent.set(code, target);
    return target;
  }

  private async resolve(code: string): Promise<ReferralTarget> {
    const [row] = await this.em.fork().execute<ReferralRow[]>(
      `select r.kind, r.code, r.participant_id, f.id as fundraiser_id, f.fund_raising_name, f.cause, f.goal_cents,
              f.logo_file_id, f.starts_at, f.ends_at, f.payout_account_id,
              g.id as group_id, g.name as group_name, g.goal_cents as group_goal_cents,
              groups.accounts as group_accounts
         from referral_codes r
         join fundraisers f on f.id = r.fundraiser_id
         left join fundraiser_groups g on g.id = r.group_id
         left join lateral (select array_agg(payout_account_id) as accounts
                              from fundraiser_groups where fundraiser_id = f.id) groups on true
        where r.code = ?`,
      [code],
    );
    if (!row) throw new DomainError('not-found', fundraiserMessages.invalidReferral);
    const [[participant], totals] = await Promise.all([
      row.kind === 'participant' && row.participant_id
        ? this.queries.execute(new GetPeopleQuery([row.participant_id]))
        : [],
      this.balances.fundraiserTotals([row.fundraiser_id]),
    ]);
    const raised = totals.get(row.fundraiser_id);
    if (row.kind === 'participant' && !participant) {
      throw new DomainError('not-found', fundraiserMessages.invalidReferral);
    }
    const start = new Date(row.starts_at).getTime();
    const end = new Date(row.ends_at).getTime();
    return {
      kind: row.kind,
      referalCode: row.code,
      fundRaiser: {
        _id: row.fundraiser_id,
        fundRaisingName: row.fund_raising_name,
        fundRaisingCause: row.cause,
        fundRaisingGoal: integerFromDb(row.goal_cents),
        fundRaisingImage: fileUrl(row.logo_file_id),
        totalFunding: raised?.raisedCents ?? 0,
        fundRaisingStartTime: start,
        fundRaisingEndTime: end,
        status: fundraiserStatus(
          {
            fundRaisingStartTime: start,
            fundRaisingEndTime: end,
            fundRaisingStripe: row.payout_account_id,
            groupAccounts: row.group_accounts ?? [],
          },
          Date.now(),
        ),
      },
      group:
        row.group_id && row.group_name
          ? {
              _id: row.group_id,
              groupName: row.group_name,
              groupTarget: integerFromDb(row.group_goal_cents),
              groupTotalDonations: raised?.groupRaisedCents[row.group_id] ?? 0,
            }
          : null,
      participant: participant ? { firstName: participant.firstName, lastName: participant.lastName } : null,
    };
  }
}
