import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { integerFromDb } from '../../platform/database/integer-from-db';
import type { PostingResult, TokenSpendPosting } from './ledger';
import { accountKey, LedgerAccounts, type LedgerAccount } from './ledger-accounts';
import { InsufficientTokens } from './ledger-errors';

/**
 * Writes of the caller's own that happen in the spend's statement, only when the spend posts: further CTEs
 * (`name as (…)`, comma-separated) with `?` parameters. They may read `spent` (the wallet's row, once it gave the
 * token; reading it also orders them after the wallet's lock) and `spend_txn` (the ledger transaction's `id`).
 * `returns` is a SQL expression over them (JSON) that the statement answers with, e.g. `(select to_json(o) from o)`.
 */
export interface AlongsideWrites {
  ctes: string;
  params: unknown[];
  returns: string;
}

const CAPACITY = 50_000;

/**
 * A token spend as ONE SQL statement (issue #22): the conditional wallet decrement, the issuance credit, the ledger
 * transaction with its two entries, and the caller's own writes (a compete start's run) commit together in one
 * round trip, so a wallet's lock is held for a single statement instead of a whole transaction of round trips. The
 * accounts' ids are looked up before, outside any transaction, and kept (an account's id never changes).
 *
 * The same rules as every posting (ledger.ts): the external reference makes it happen once (a replay answers with
 * the earlier transaction and writes nothing, not even the caller's writes); a wallet never goes below zero (the
 * accounts' CHECK refuses it and the whole statement with it); the wallet is locked before the issuance account,
 * so two spends never wait on each other in a cycle.
 */
@Injectable()
export class TokenSpendStatement {
  private readonly accountIds = new LRUCache<string, string>({ max: CAPACITY });

  /**
   * Spends `tokens` (default 1) from the member's wallet into the fundraiser's issuance.
   * @throws InsufficientTokens when the wallet holds fewer (nothing is written).
   */
  async spend(
    em: EntityManager,
    posting: TokenSpendPosting,
    alongside?: AlongsideWrites,
    insufficientMessage = 'You do not have any tokens!',
  ): Promise<PostingResult & { alongside: unknown; walletBalance: number | null }> {
    const { externalRef, membershipId, fundraiserId, tokens = 1 } = posting;
    if (!Number.isSafeInteger(tokens) || tokens < 1) throw new RangeError('tokens must be an integer ≥ 1');
    const wallet = await this.accountId(em, LedgerAccounts.wallet(membershipId), false);
    if (wallet === null) {
      const earlier = await this.findTransaction(em, externalRef);
      if (earlier !== null) return { posted: false, transactionId: earlier, alongside: null, walletBalance: null };
      throw new InsufficientTokens(insufficientMessage, 0, tokens);
    }
    const issuance = await this.accountId(em, LedgerAccounts.tokenIssuance(fundraiserId), true);
    const extra = alongside ? `, ${alongside.ctes}` : '';
    let row: { transaction_id: string | null; wallet_balance: string | null; alongside: unknown } | undefined;
    try {
      [row] = await em.execute(
        `with spend_txn as (
           insert into ledger_transactions (kind, external_ref, fundraiser_id, reverses_transaction_id, metadata)
           values ('tokenSpend', ?, ?::uuid, null, ?::jsonb)
           on conflict (external_ref) do nothing
           returning id
         ),
         spent as (
           update ledger_accounts set balance = balance - ?::bigint, version = version + 1
            where id = ?::bigint and exists (select 1 from spend_txn)
           returning id, balance
         ),
         issued as (
           update ledger_accounts set balance = balance + ?::bigint, version = version + 1
            where id = ?::bigint and exists (select 1 from spent)
           returning id
         ),
         entries as (
           insert into ledger_entries (transaction_id, account_id, asset, amount)
           select spend_txn.id, legs.account_id, 'TOKEN', legs.amount
             from spend_txn cross join (values (?::bigint, ?::bigint), (?::bigint, ?::bigint)) as legs (account_id, amount)
            where exists (select 1 from issued)
         )${extra}
         select (select id from spend_txn) as transaction_id, (select balance from spent) as wallet_balance,
                ${alongside?.returns ?? 'null'} as alongside`,
        [
          externalRef,
          fundraiserId,
          { membershipId, tokens },
          tokens,
          wallet,
          tokens,
          issuance,
          wallet,
          -tokens,
          issuance,
          tokens,
          ...(alongside?.params ?? []),
        ],
      );
    } catch (error) {
      if (isNegativeBalance(error)) throw new InsufficientTokens(insufficientMessage, 0, tokens);
      throw error;
    }
    if (!row?.transaction_id) {
      const earlier = await this.findTransaction(em, externalRef);
      if (earlier === null) throw new Error(`ledger transaction ${externalRef} neither posted nor found`);
      return { posted: false, transactionId: earlier, alongside: null, walletBalance: null };
    }
    return {
      posted: true,
      transactionId: integerFromDb(row.transaction_id),
      alongside: row.alongside,
      walletBalance: integerFromDb(row.wallet_balance),
    };
  }

  /** The account's id: kept once known; an issuance account is created on first use, a wallet is not. */
  private async accountId(em: EntityManager, account: LedgerAccount, create: boolean): Promise<string | null> {
    const key = accountKey(account);
    const known = this.accountIds.get(key);
    if (known) return known;
    if (create) {
      await em.execute(
        `insert into ledger_accounts (asset, kind, owner_id, fundraiser_id, may_go_negative)
         values (?, ?, ?, ?::uuid, ?::boolean) on conflict do nothing`,
        [account.asset, account.kind, account.ownerId, account.fundraiserId, account.mayGoNegative],
      );
    }
    const [row] = await em.execute<{ id: string }[]>(
      'select id from ledger_accounts where asset = ? and kind = ? and owner_id = ?',
      [account.asset, account.kind, account.ownerId],
    );
    if (!row) return null;
    this.accountIds.set(key, String(row.id));
    return String(row.id);
  }

  private async findTransaction(em: EntityManager, externalRef: string): Promise<number | null> {
    const [row] = await em.execute<{ id: string }[]>('select id from ledger_transactions where external_ref = ?', [
      externalRef,
    ]);
    return row ? integerFromDb(row.id) : null;
  }
}

/** The accounts' CHECK refusing a balance below zero: the wallet held fewer tokens than the spend asked. */
function isNegativeBalance(error: unknown): boolean {
  const cause = error as { code?: string; constraint?: string; message?: string } | null;
  return (
    cause?.code === '23514' &&
    (cause.constraint === 'ledger_accounts_never_negative' ||
      (cause.message ?? '').includes('ledger_accounts_never_negative'))
  );
}
