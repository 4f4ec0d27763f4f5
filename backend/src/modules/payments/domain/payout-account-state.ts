import type { PayoutAccountRow } from '@fundplay/contracts';
import type { ConnectedAccount } from '../../../platform/payments/payment-provider.port';
import type { PayoutAccount } from '../entities/payout-account.entity';
import type { PayoutAccountUse } from '../../fundraisers/queries/list-payout-account-uses/list-payout-account-uses.query';

/** Copies the provider's state of a connected account onto its row; true when anything changed. */
export function applyProviderState(
  row: PayoutAccount,
  state: Pick<ConnectedAccount, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'>,
): boolean {
  const changed =
    row.chargesEnabled !== state.chargesEnabled ||
    row.payoutsEnabled !== state.payoutsEnabled ||
    row.detailsSubmitted !== state.detailsSubmitted;
  row.chargesEnabled = state.chargesEnabled;
  row.payoutsEnabled = state.payoutsEnabled;
  row.detailsSubmitted = state.detailsSubmitted;
  return changed;
}

/** A row of 'My Accounts': verified means the account can take charges, the only kind that may be linked. */
export function payoutAccountRow(row: PayoutAccount, uses: readonly PayoutAccountUse[]): PayoutAccountRow {
  return {
    _id: row.id,
    name: row.displayName,
    accountId: row.providerAccountId ?? '',
    isVerified: row.chargesEnabled,
    linked: uses.length > 0,
    linkedTo: uses.map((use) => ({
      _id: use.fundraiserId,
      fundRaisingName: use.fundRaisingName,
      groupName: use.groupName,
      ended: use.ended,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}
