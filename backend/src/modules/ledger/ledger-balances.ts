import type { FundraiserTransparency } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { integerFromDb } from '../../platform/database/integer-from-db';
import { percentWithOneDecimal } from './ledger-allocation';

/** A fundraiser's totals: everything raised (directly and through its groups) and each group's part. */
export interface FundraiserTotals {
  /** totalFunding: the fundraiser's own `raised` plus every group's (spec §9). */
  raisedCents: number;
  /** Raised with no group. */
  directRaisedCents: number;
  /** groupTotalDonations, by group id; groups that raised nothing yet are absent. */
  groupRaisedCents: Record<string, number>;
}

/** A member's figures on the dashboards. */
export interface MembershipTotals {
  /** Total Donations: credited to the participant (their link, manual funds), net of refunds. */
  raisedCents: number;
  /** Cash Earned: manual funds credited to them. */
  cashEarnedCents: number;
  /** Your Tokens: the wallet, bought, earned and shared. */
  tokens: number;
}

/** ★ Where a fundraiser's money went: raised = platform fee + processing fee + net to the cause. */
export type Transparency = Omit<FundraiserTransparency, 'fundRaisingId' | 'fundRaisingName'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Distinct ids that can name a row (others cannot have a balance and read as zero). */
const validIds = (ids: readonly string[]) => [...new Set(ids)].filter((id) => UUID.test(id));

/** A PostgreSQL array literal of uuids or owner keys (validated, so no element needs quoting). */
const arrayLiteral = (items: readonly string[]) => `{${items.join(',')}}`;

/**
 * Reads the ledger's cached balances: every total FundPlay shows is a projection of the ledger. Each method
 * takes the ids to read and, optionally, the entity manager of a transaction to read inside it.
 */
@Injectable()
export class LedgerBalances {
  constructor(private readonly em: EntityManager) {}

  /** Totals of each fundraiser asked for (zeros for one with no gifts), in one indexed read. */
  async fundraiserTotals(fundraiserIds: readonly string[], em?: EntityManager): Promise<Map<string, FundraiserTotals>> {
    const ids = validIds(fundraiserIds);
    const totals = new Map<string, FundraiserTotals>(
      fundraiserIds.map((id) => [id, { raisedCents: 0, directRaisedCents: 0, groupRaisedCents: {} }]),
    );
    if (ids.length === 0) return totals;
    const rows = await this.reader(em).execute<{ fundraiser_id: string; owner_id: string; balance: string }[]>(
      `select fundraiser_id, owner_id, balance from ledger_accounts
        where fundraiser_id = any(?::uuid[]) and kind = 'raised'
          and (owner_id like 'fundraiser:%' or owner_id like 'group:%')`,
      [arrayLiteral(ids)],
    );
    for (const row of rows) {
      const total = totals.get(row.fundraiser_id);
      if (!total) continue;
      const balance = integerFromDb(row.balance);
      total.raisedCents += balance;
      if (row.owner_id.startsWith('group:')) total.groupRaisedCents[row.owner_id.slice('group:'.length)] = balance;
      else total.directRaisedCents += balance;
    }
    return totals;
  }

  /** groupTotalDonations of each group asked for. */
  async groupTotals(groupIds: readonly string[], em?: EntityManager): Promise<Map<string, { raisedCents: number }>> {
    const balances = await this.ownedBalances(['raised'], 'group', groupIds, em);
    return new Map(groupIds.map((id) => [id, { raisedCents: balances.get(`raised:group:${id}`) ?? 0 }]));
  }

  /** Total Donations, Cash Earned and tokens of each membership asked for. */
  async membershipTotals(membershipIds: readonly string[], em?: EntityManager): Promise<Map<string, MembershipTotals>> {
    const balances = await this.ownedBalances(['raised', 'cash_earned', 'wallet'], 'membership', membershipIds, em);
    return new Map(
      membershipIds.map((id) => [
        id,
        {
          raisedCents: balances.get(`raised:membership:${id}`) ?? 0,
          cashEarnedCents: balances.get(`cash_earned:membership:${id}`) ?? 0,
          tokens: balances.get(`wallet:membership:${id}`) ?? 0,
        },
      ]),
    );
  }

  /** What each sponsor gave, net of refunds. */
  async sponsorTotals(
    sponsorIds: readonly string[],
    em?: EntityManager,
  ): Promise<Map<string, { raisedCents: number }>> {
    const balances = await this.ownedBalances(['sponsor_raised'], 'sponsor', sponsorIds, em);
    return new Map(sponsorIds.map((id) => [id, { raisedCents: balances.get(`sponsor_raised:sponsor:${id}`) ?? 0 }]));
  }

  /**
   * The participant who raised the most in the fundraiser (credited gifts net of refunds), or null when nobody
   * raised anything. Of several with the same amount, the one whose raise last changed earliest: who got there first.
   */
  async topRaiser(
    fundraiserId: string,
    em?: EntityManager,
  ): Promise<{ membershipId: string; raisedCents: number } | null> {
    if (!UUID.test(fundraiserId)) return null;
    const [row] = await this.reader(em).execute<{ owner_id: string; balance: string }[]>(
      `with raisers as (
         select id, owner_id, balance from ledger_accounts
          where fundraiser_id = ?::uuid and kind = 'raised' and owner_id like 'membership:%' and balance > 0
       )
       select r.owner_id, r.balance
         from raisers r
        where r.balance = (select max(balance) from raisers)
        order by (select max(e.transaction_id)
                    from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
                   where t.fundraiser_id = ?::uuid and e.account_id = r.id) asc, r.owner_id
        limit 1`,
      [fundraiserId, fundraiserId],
    );
    return row
      ? { membershipId: row.owner_id.slice('membership:'.length), raisedCents: integerFromDb(row.balance) }
      : null;
  }

  /** ★ The transparency view of one fundraiser, from its ledger transactions. */
  async transparency(fundraiserId: string, em?: EntityManager): Promise<Transparency> {
    const empty = { raised: 0, platform: 0, processing: 0, cause: 0, disputed: 0, gifts: 0 };
    const figures = UUID.test(fundraiserId) ? await this.transparencyFigures(fundraiserId, em) : empty;
    return {
      raisedCents: figures.raised,
      platformFeeCents: figures.platform,
      processingFeeCents: figures.processing,
      netToCauseCents: figures.cause,
      netToCausePercent: figures.raised > 0 ? percentWithOneDecimal(figures.cause, figures.raised) : 100,
      disputedCents: figures.disputed,
      giftCount: figures.gifts,
    };
  }

  /**
   * The fundraiser's ledger version: the id of its latest ledger transaction (0 before any). It only grows, so a
   * client shown version v ignores any broadcast of a smaller one.
   */
  async version(fundraiserId: string, em?: EntityManager): Promise<number> {
    if (!UUID.test(fundraiserId)) return 0;
    const [row] = await this.reader(em).execute<{ version: string | null }[]>(
      'select max(id) as version from ledger_transactions where fundraiser_id = ?::uuid',
      [fundraiserId],
    );
    return integerFromDb(row?.version);
  }

  private reader(em: EntityManager | undefined): EntityManager {
    return em ?? this.em.fork();
  }

  /** Balances of `<kind>:<prefix>:<id>` accounts, keyed so. */
  private async ownedBalances(
    kinds: readonly string[],
    prefix: 'group' | 'membership' | 'sponsor',
    ids: readonly string[],
    em: EntityManager | undefined,
  ): Promise<Map<string, number>> {
    const owners = validIds(ids).map((id) => `${prefix}:${id}`);
    if (owners.length === 0) return new Map();
    const rows = await this.reader(em).execute<{ kind: string; owner_id: string; balance: string }[]>(
      `select kind, owner_id, balance from ledger_accounts
        where kind = any(?::text[]) and owner_id = any(?::text[])`,
      [arrayLiteral(kinds), arrayLiteral(owners)],
    );
    return new Map(rows.map((row) => [`${row.kind}:${row.owner_id}`, integerFromDb(row.balance)]));
  }

  private async transparencyFigures(fundraiserId: string, em: EntityManager | undefined) {
    const [row] = await this.reader(em).execute<
      { raised: string; platform: string; processing: string; cause: string; disputed: string; gifts: string }[]
    >(
      `with moves as (
         select a.kind, a.owner_id, e.amount
           from ledger_transactions t
           join ledger_entries e on e.transaction_id = t.id
           join ledger_accounts a on a.id = e.account_id
          where t.fundraiser_id = ?::uuid
            and a.kind in ('raised', 'cause', 'platform_fees', 'processing_fees', 'disputed')
       )
       select coalesce(sum(amount) filter (where kind = 'raised' and owner_id not like 'membership:%'), 0) as raised,
              coalesce(sum(amount) filter (where kind = 'platform_fees'), 0) as platform,
              coalesce(sum(amount) filter (where kind = 'processing_fees'), 0) as processing,
              coalesce(sum(amount) filter (where kind = 'cause'), 0) as cause,
              coalesce(sum(amount) filter (where kind = 'disputed'), 0) as disputed,
              (select count(*) from ledger_transactions
                where fundraiser_id = ?::uuid and kind in ('donation', 'tokenPurchase', 'manualDonation')) as gifts
         from moves`,
      [fundraiserId, fundraiserId],
    );
    return {
      raised: integerFromDb(row?.raised),
      platform: integerFromDb(row?.platform),
      processing: integerFromDb(row?.processing),
      cause: integerFromDb(row?.cause),
      disputed: integerFromDb(row?.disputed),
      gifts: integerFromDb(row?.gifts),
    };
  }
}
