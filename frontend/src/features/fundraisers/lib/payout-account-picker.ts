import type { ComponentType, ReactNode } from 'react';

/**
 * The piece that lists the administrator's payout accounts and picks one. It belongs to the payouts feature; features
 * never import each other, so the app composes it into the wizard and the dashboard through this shape.
 */
export interface PayoutAccountPickerProps {
  /** The account linked now (the provider's `acct_…` id), or null. */
  currentAccountId: string | null;
  /** Links the chosen account (its id and display name) and tells how it went; resolves true once it is linked. */
  onLink: (accountId: string, accountName: string) => Promise<boolean>;
  submitLabel?: string;
  /** E.g. a Cancel or Skip button, beside the submit button. */
  secondaryAction?: ReactNode;
  /** The account chosen at first when none is linked yet (e.g. the one just onboarded). */
  initialChoice?: string | null;
  /**
   * Offers to create and onboard an account here: the provider's onboarding returns to this page of FundPlay (an
   * absolute URL) for the account; without it, accounts are created and onboarded on My accounts.
   */
  onboardingReturnUrl?: (accountId: string) => string;
}

export type PayoutAccountPickerComponent = ComponentType<PayoutAccountPickerProps>;
