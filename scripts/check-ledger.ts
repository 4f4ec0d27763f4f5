/**
 * Checks the ledger's invariants against a database: every transaction's entries sum to zero per asset, every
 * cached balance equals the sum of its entries, no account that may not go negative is below zero (wallets
 * above all). Prints a summary line and exits 0 when all hold; prints what is broken and exits 1 otherwise.
 *
 * `DATABASE_URL=postgres://… npx tsx scripts/check-ledger.ts`
 */
import { Client } from 'pg';
import {
  checkLedgerInvariants,
  describeLedgerCheck,
  type SqlRunner,
} from '../backend/src/modules/ledger/ledger-invariants';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Set DATABASE_URL to the database to check, e.g. DATABASE_URL=postgres://… npx tsx scripts/check-ledger.ts',
    );
    return 2;
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    // One snapshot for every check, so postings committed meanwhile cannot look like a broken invariant.
    await client.query('begin isolation level repeatable read read only');
    const sql: SqlRunner = async <T>(text: string, params: unknown[] = []) =>
      (await client.query(text, params)).rows as T[];
    const check = await checkLedgerInvariants(sql);
    await client.query('commit');
    const report = describeLedgerCheck(check);
    if (check.violations.length > 0) {
      console.error(report);
      return 1;
    }
    console.log(report);
    return 0;
  } finally {
    await client.end();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`check-ledger failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
