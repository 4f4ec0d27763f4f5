import type { PayoutAccountRow } from '@fundplay/contracts';

/** Test data shaped by the contracts, so a changed response shape breaks the specs' typecheck. */

export function payoutAccount(overrides: Partial<PayoutAccountRow> = {}): PayoutAccountRow {
  return {
    _id: '9b1b2c3d-0000-4000-8000-0000000000b1',
    name: 'Lincoln PTA',
    accountId: 'acct_1Lincoln',
    isVerified: true,
    linked: false,
    linkedTo: [],
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const verifiedAccount = payoutAccount();

export const unverifiedAccount = payoutAccount({
  _id: '9b1b2c3d-0000-4000-8000-0000000000b2',
  name: 'Band Boosters',
  accountId: 'acct_2Boosters',
  isVerified: false,
});

export const otherVerifiedAccount = payoutAccount({
  _id: '9b1b2c3d-0000-4000-8000-0000000000b3',
  name: 'Athletics Club',
  accountId: 'acct_3Athletics',
  isVerified: true,
});
