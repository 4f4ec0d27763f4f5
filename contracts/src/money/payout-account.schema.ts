import { z } from 'zod';
import { validationMessages } from '../messages';
import { safeText } from '../text';
import { fundRaisingIdField } from '../fundraisers/fields';
import { moneyMessages } from './rules';

// Payout accounts (spec §7 "Payment accounts"): create one, onboard it at the provider, delete it, link it to a
// fundraiser.

/** POST /api/stripeRoutes/createStripeAccount */
export const createPayoutAccountSchema = z.object({
  name: safeText(
    z
      .string({ error: validationMessages.required('Display name') })
      .trim()
      .min(2, moneyMessages.accountNameLength)
      .max(100, moneyMessages.accountNameLength),
  ),
});
export type CreatePayoutAccountRequest = z.input<typeof createPayoutAccountSchema>;

/** The provider's id of a connected account (`acct_…`). */
export const providerAccountIdField = z
  .string({ error: validationMessages.required('Account') })
  .trim()
  .regex(/^acct_[A-Za-z0-9]{4,64}$/, moneyMessages.accountIdInvalid);

/** POST /api/stripeRoutes/generateAccountLink: where onboarding returns (same site only). */
export const accountLinkSchema = z.object({
  accountId: providerAccountIdField,
  refreshUrl: z.url({ error: moneyMessages.returnUrlInvalid }).max(2000),
  returnUrl: z.url({ error: moneyMessages.returnUrlInvalid }).max(2000),
});
export type AccountLinkRequest = z.input<typeof accountLinkSchema>;

/** DELETE /api/stripeRoutes/deleteStripeAccount?stripeId */
export const deletePayoutAccountQuerySchema = z.object({ stripeId: providerAccountIdField });

/** POST /api/fundRaisingRoutes/updateFundRaisingStripe */
export const updateFundraiserStripeSchema = z.object({
  fundRaisingStripe: providerAccountIdField,
  fundRaisingId: fundRaisingIdField,
});
export type UpdateFundraiserStripeRequest = z.input<typeof updateFundraiserStripeSchema>;
