import { accountKey, LedgerAccounts, type LedgerAccount } from './ledger-accounts';
import { compareIds, PostingDraft, type LockedAccount } from './posting-draft';

const wallet = LedgerAccounts.wallet('11111111-1111-4111-8111-111111111111');
const fundraiserId = '22222222-2222-4222-8222-222222222222';
const issuance = LedgerAccounts.tokenIssuance(fundraiserId);
const clearing = LedgerAccounts.cardClearing(fundraiserId);
const platformFees = LedgerAccounts.platformFees(fundraiserId);

function draftOver(accounts: [LedgerAccount, string, number][]) {
  return new PostingDraft(
    new Map<string, LockedAccount>(
      accounts.map(([account, id, balance]) => [accountKey(account), { id, account, balance }]),
    ),
  );
}

describe('a posting draft', () => {
  it('nets moves per account and lists one entry per account in id order', () => {
    const sut = draftOver([
      [wallet, '10', 2],
      [issuance, '9', -2],
      [clearing, '1', 0],
      [platformFees, '3', 0],
    ]);
    sut.move(issuance, -5);
    sut.move(wallet, 5);
    sut.move(wallet, -1);
    sut.move(issuance, 1);
    sut.move(clearing, -100);
    sut.move(platformFees, 100);
    expect(sut.balanceOf(wallet)).toBe(6);
    expect(sut.openingBalance(wallet)).toBe(2);
    expect(sut.entries()).toEqual([
      { accountId: '1', asset: 'USD', amount: -100 },
      { accountId: '3', asset: 'USD', amount: 100 },
      { accountId: '9', asset: 'TOKEN', amount: -4 },
      { accountId: '10', asset: 'TOKEN', amount: 4 },
    ]);
  });

  it('leaves out accounts whose moves cancel out', () => {
    const sut = draftOver([
      [wallet, '2', 0],
      [issuance, '1', 0],
    ]);
    sut.move(wallet, 3);
    sut.move(issuance, -3);
    sut.move(wallet, -3);
    sut.move(issuance, 3);
    expect(sut.entries()).toEqual([]);
  });

  it('refuses entries that do not sum to zero per asset', () => {
    const sut = draftOver([
      [clearing, '1', 0],
      [wallet, '2', 0],
    ]);
    sut.move(clearing, -100);
    sut.move(wallet, 100);
    expect(() => sut.entries()).toThrow('USD entries sum to -100');
  });

  it('refuses to take an account that may not go negative below zero', () => {
    const sut = draftOver([
      [wallet, '2', 1],
      [issuance, '1', 0],
    ]);
    sut.move(wallet, -2);
    sut.move(issuance, 2);
    expect(() => sut.entries()).toThrow(/below zero/);
  });

  it('refuses an account the posting did not lock', () => {
    const sut = draftOver([[wallet, '2', 1]]);
    expect(() => sut.move(issuance, 1)).toThrow(/was not locked/);
  });

  it('orders bigint ids as numbers', () => {
    expect(['10', '9', '100', '11'].sort(compareIds)).toEqual(['9', '10', '11', '100']);
  });
});
