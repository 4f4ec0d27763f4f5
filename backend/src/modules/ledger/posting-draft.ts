import { accountKey, type LedgerAccount, type LedgerAsset } from './ledger-accounts';

/** An account as the posting locked it: its id and its balance at the moment of the lock. */
export interface LockedAccount {
  id: string;
  account: LedgerAccount;
  balance: number;
}

/** One row of `ledger_entries` to write. */
export interface DraftEntry {
  accountId: string;
  asset: LedgerAsset;
  amount: number;
}

/**
 * The entries of one ledger transaction while it is computed, over accounts already locked: moves add up per
 * account, and balances read back include the moves so far, so later steps (earned tokens, take-backs) see
 * what earlier steps did.
 */
export class PostingDraft {
  private readonly moves = new Map<string, number>();

  constructor(private readonly locked: ReadonlyMap<string, LockedAccount>) {}

  /** Adds `amount` (negative: a debit) to `account`. */
  move(account: LedgerAccount, amount: number): void {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`amount ${amount} is not a safe integer`);
    const key = this.lockedKey(account);
    const total = (this.moves.get(key) ?? 0) + amount;
    if (!Number.isSafeInteger(total)) throw new RangeError(`the move on ${key} is out of range`);
    this.moves.set(key, total);
  }

  /** The balance when the posting locked the account. */
  openingBalance(account: LedgerAccount): number {
    return this.requireLocked(account).balance;
  }

  /** The balance the account will have if the posting commits with the moves so far. */
  balanceOf(account: LedgerAccount): number {
    const key = this.lockedKey(account);
    return this.requireLocked(account).balance + (this.moves.get(key) ?? 0);
  }

  /**
   * One entry per account that moved, in account id order. Refuses a draft whose entries do not sum to zero per
   * asset or that would take an account which may not go negative below zero: both are bugs, never inputs.
   */
  entries(): DraftEntry[] {
    const sums = new Map<LedgerAsset, number>();
    const entries: DraftEntry[] = [];
    for (const [key, amount] of this.moves) {
      if (amount === 0) continue;
      const { id, account, balance } = this.locked.get(key) as LockedAccount;
      if (!account.mayGoNegative && balance + amount < 0) {
        throw new Error(`ledger posting would take ${key} below zero (${balance} ${amount})`);
      }
      sums.set(account.asset, (sums.get(account.asset) ?? 0) + amount);
      entries.push({ accountId: id, asset: account.asset, amount });
    }
    for (const [asset, sum] of sums) {
      if (sum !== 0) throw new Error(`ledger posting does not balance: ${asset} entries sum to ${sum}`);
    }
    return entries.sort((a, b) => compareIds(a.accountId, b.accountId));
  }

  private lockedKey(account: LedgerAccount): string {
    this.requireLocked(account);
    return accountKey(account);
  }

  private requireLocked(account: LedgerAccount): LockedAccount {
    const locked = this.locked.get(accountKey(account));
    if (!locked) throw new Error(`ledger account ${accountKey(account)} was not locked for this posting`);
    return locked;
  }
}

/** Orders bigint ids given as text. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}
