import type { ComponentType, ReactNode } from 'react';

/**
 * The piece that lists the administrator's payout accounts and picks one. It belongs to the payouts feature; features
 * never import each other, so the app composes it into the wizard and the dashboard through this shape.
 */
export interface PayoutAccountPickerProps {
  /** The account linked now (the provider's `acct_…` id), or null. */
  currentAccountId: string | null;
  /** Links the chosen account and tells the person how it went; resolves true once it is linked. */
  onLink: (accountId: string) => Promise<boolean>;
  submitLabel?: string;
  /** E.g. a Cancel or Skip button, beside the submit button. */
  secondaryAction?: ReactNode;
}

export type PayoutAccountPickerComponent = ComponentType<PayoutAccountPickerProps>;
