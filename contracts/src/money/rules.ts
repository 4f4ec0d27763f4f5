/**
 * Money rules and texts without zod, so first-load pages (the donation page's header, dashboards) can show
 * amounts and fees before the form's schemas load. Amounts are integer cents.
 */

export const moneyLimits = {
  /** Whole dollars, at least $5 (resolves the spec's 5/10 conflict). */
  minDonationCents: 500,
  maxDonationCents: 10_000_000,
  /** Sponsorships (business gifts) are multiples of $5. */
  sponsorshipStepCents: 500,
  /** Quick picks on the donation page, in dollars. */
  donationQuickPicks: [10, 15, 25, 50, 75, 100],
  defaultDonationDollars: 10,
  /** Token purchase presets (spec §9). */
  tokenPresets: [10, 15, 20, 50, 75, 100],
  defaultTokens: 20,
  maxTokensPerPurchase: 10_000,
} as const;

export const moneyMessages = {
  // Payment results (spec §8 "Payment messages").
  paymentSucceeded: 'Payment succeeded!',
  paymentProcessing: 'Your payment is processing.',
  paymentFailed: 'Your payment was not successful, please try again.',
  somethingWentWrong: 'Something went wrong.',
  unexpectedError: 'An unexpected error occurred.',
  closePayment: 'Close payment?',

  // Donations.
  invalidReferral: 'Invalid or expired referral code!',
  invalidReferralToast: 'Invalid referral code!',
  wholeDollars: 'Donations are in whole dollars',
  donationMinimum: 'Minimum donation is $5',
  donationMaximum: 'Amount must be at most $100,000',
  sponsorshipMultiple: 'Sponsorships are in increments of $5',
  sponsorRequired: 'Add the business details and logo first',
  businessNotAnonymous: 'A business sponsorship cannot be anonymous',
  notAcceptingNotStarted: 'This fundraiser has not started yet, so it cannot take donations.',
  notAcceptingEnded: 'This fundraiser has ended and no longer takes donations.',
  payoutAccountMissing:
    'This fundraiser cannot take donations yet: its payout account is not set up. Please let the organizers know.',
  receiptNoGoods: 'No goods or services were provided in exchange for this contribution.',
  paymentNotFound: 'Payment not found',

  // Tokens.
  tokensMinimum: 'Buy at least 1 token',
  tokensWhole: 'Tokens are whole numbers',
  tokensMaximum: 'At most 10,000 tokens at a time',
  tokensTarget: 'Choose the fundraiser or one of its groups',
  tokenPurchaseError: 'Error while starting the token purchase!',
  notAMember: 'You are not part of this fundraiser',

  // Manual funds.
  manualWholeDollars: 'Amount must be in whole dollars',
  manualMinimum: 'Amount must be at least $1',
  fundsAdded: 'Funds added successfully!',
  fundsError: 'Unexpected error while adding manual funds!',
  participantNotInTarget: 'This participant is not in the chosen fundraiser or group',

  // Payout accounts.
  accountNameLength: 'Display name must be 2-100 characters',
  accountIdInvalid: 'Choose a payout account',
  accountCreated: 'Account created successfully!',
  accountCreateError: 'Error creating new account!',
  accountDeleted: 'Account deleted successfully!',
  accountDeleteError: 'Error deleting account!',
  accountInUse:
    'This account pays out fundraisers that have not ended. Link another account to them, or wait until they end.',
  accountNotFound: 'Payout account not found',
  accountNotVerified: 'This account is not verified yet. Finish its Stripe onboarding, then link it.',
  linkGenerated: 'Link generated successfully! Redirecting…',
  linkError: 'Error generating link! Try again later...',
  returnUrlInvalid: 'Return and refresh URLs must be pages of this site',
  noChange: 'No change detected!',
  fundraiserStripeUpdated: 'Fundraiser updated successfully!',
  fundraiserStripeError: "Error linking the fundraiser's payout account!",
  groupStripeError: "Error linking the group's payout account!",

  // Sponsors.
  sponsorAdded: 'Sponsor added successfully!',
  sponsorUpdated: 'Sponsor updated successfully!',
  sponsorExists: 'Sponsor already exists.',
  sponsorsError: 'Error fetching sponsors!',
  sponsorAddError: 'Error adding sponsor!',
  sponsorUpdateError: 'Error updating sponsor!',
  sponsorNotFound: 'Sponsor not found',
  logoRequired: 'Business logo is required (png or jpeg)',
  websiteUrlInvalid: 'Enter a valid website URL, like https://example.com',
  noSponsors: 'No sponsors in this fundraiser yet',
} as const;

/**
 * The words for a gift's kind and payment status, the same in the administrators' gifts list and the CSV export
 * (keys are DonationRow's `kind` and `status`).
 */
export const donationKindLabels = {
  donation: 'Donation',
  tokenPurchase: 'Token purchase',
  manual: 'Manual funds',
} as const;

export const donationStatusLabels = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
  partiallyRefunded: 'Partially refunded',
} as const;

/** The platform's share of a charge: basis points of it, rounded down (never more than announced). */
export function platformFeeCents(chargeCents: number, feeBasisPoints: number): number {
  return Math.floor((chargeCents * feeBasisPoints) / 10_000);
}

/**
 * What to charge so that, after the platform fee, the whole gift reaches the cause: the smallest charge whose
 * charge − fee(charge) is at least the gift.
 */
export function chargeCoveringFee(giftCents: number, feeBasisPoints: number): number {
  let charge = Math.ceil((giftCents * 10_000) / (10_000 - feeBasisPoints));
  while (charge - platformFeeCents(charge, feeBasisPoints) < giftCents) charge += 1;
  while (charge - 1 - platformFeeCents(charge - 1, feeBasisPoints) >= giftCents) charge -= 1;
  return charge;
}

/** An anonymous donor's last name: its initial plus '.' (spec §5). */
export function anonymousLastName(lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${initial}.` : '';
}
