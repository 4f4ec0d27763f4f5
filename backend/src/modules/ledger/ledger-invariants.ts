/*
 * The ledger's invariants as SQL, shared by scripts/check-ledger.ts and the tests. Plain TypeScript with no
 * framework import, so the script runs it with nothing but `pg`.
 */

/** Runs one SQL statement with `$1`-style parameters and returns its rows (a `pg` client, a test's `sql`). */
export type SqlRunner = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** One broken invariant, with the rows that break it (at most `sampleLimit` of them). */
export interface LedgerViolation {
  invariant: string;
  count: number;
  samples: Record<string, unknown>[];
}

export interface LedgerCheck {
  violations: LedgerViolation[];
  counts: { accounts: number; transactions: number; entries: number };
}

interface Invariant {
  name: string;
  /** Selects the offending rows. */
  sql: string;
}

/** Kinds that may go negative; every other account never does (ledger-accounts.ts). */
const NEGATIVE_KINDS =
  "('card_clearing', 'offline_funds', 'platform_fees', 'raised_contra', 'token_issuance', 'token_shortfall')";

const invariants: Invariant[] = [
  {
    name: 'every transaction sums to zero per asset',
    sql: `select transaction_id, asset, sum(amount)::text as sum
            from ledger_entries group by transaction_id, asset having sum(amount) <> 0
           order by transaction_id`,
  },
  {
    name: 'every entry is in its account’s asset',
    sql: `select e.id as entry_id, e.asset as entry_asset, a.id as account_id, a.asset as account_asset
            from ledger_entries e join ledger_accounts a on a.id = e.account_id
           where e.asset <> a.asset order by e.id`,
  },
  {
    name: 'every cached balance equals the sum of its entries',
    sql: `select a.id as account_id, a.asset, a.kind, a.owner_id, a.balance::text as cached,
                 coalesce(s.total, 0)::text as entries, a.version::text as version, coalesce(s.count, 0) as entry_count
            from ledger_accounts a
            left join (select account_id, sum(amount) as total, count(*) as count
                         from ledger_entries group by account_id) s on s.account_id = a.id
           where a.balance <> coalesce(s.total, 0) or a.version <> coalesce(s.count, 0)
           order by a.id`,
  },
  {
    name: 'no account that may not go negative is below zero',
    sql: `select id as account_id, asset, kind, owner_id, balance::text as balance
            from ledger_accounts where not may_go_negative and balance < 0 order by id`,
  },
  {
    name: 'only sources, contras and platform fees may go negative (wallets never)',
    sql: `select id as account_id, asset, kind, owner_id, may_go_negative from ledger_accounts
           where may_go_negative <> (kind in ${NEGATIVE_KINDS}) order by id`,
  },
  {
    name: 'every transaction has entries',
    sql: `select t.id as transaction_id, t.kind, t.external_ref from ledger_transactions t
           where not exists (select 1 from ledger_entries e where e.transaction_id = t.id) order by t.id`,
  },
];

/**
 * Checks every invariant against the database behind `sql` and returns what is broken (empty when all hold):
 * each transaction's entries sum to zero per asset, each cached balance (and version) equals its entries, no
 * account that may not go negative is below zero, and the accounts' flags follow the chart.
 */
export async function checkLedgerInvariants(sql: SqlRunner, sampleLimit = 20): Promise<LedgerCheck> {
  const violations: LedgerViolation[] = [];
  for (const invariant of invariants) {
    const rows = await sql<Record<string, unknown>>(invariant.sql);
    if (rows.length > 0) {
      violations.push({ invariant: invariant.name, count: rows.length, samples: rows.slice(0, sampleLimit) });
    }
  }
  const [counts] = await sql<{ accounts: string; transactions: string; entries: string }>(
    `select (select count(*) from ledger_accounts) as accounts,
            (select count(*) from ledger_transactions) as transactions,
            (select count(*) from ledger_entries) as entries`,
  );
  return {
    violations,
    counts: {
      accounts: Number(counts?.accounts ?? 0),
      transactions: Number(counts?.transactions ?? 0),
      entries: Number(counts?.entries ?? 0),
    },
  };
}

/** A readable report of a check: one line per invariant broken, then its sample rows. */
export function describeLedgerCheck(check: LedgerCheck): string {
  const { accounts, transactions, entries } = check.counts;
  const scope = `${transactions} transactions, ${entries} entries, ${accounts} accounts`;
  if (check.violations.length === 0) return `ledger ok: ${invariants.length} invariants hold over ${scope}`;
  const lines = [`ledger BROKEN: ${check.violations.length} of ${invariants.length} invariants fail over ${scope}`];
  for (const violation of check.violations) {
    lines.push(`✗ ${violation.invariant}: ${violation.count} row(s)`);
    for (const sample of violation.samples) lines.push(`    ${JSON.stringify(sample)}`);
    if (violation.count > violation.samples.length) {
      lines.push(`    … and ${violation.count - violation.samples.length} more`);
    }
  }
  return lines.join('\n');
}
