import { buyTokensSchema, moneyLimits, type BuyTokensRequest } from '@fundplay/contracts';
import type { Validation } from '@/lib/forms/issues-resolver';

/** The presets' value for "Custom". */
export const customTokens = 'custom';

export interface TokenPurchaseValues {
  /** A preset (`'20'`) or `'custom'`. */
  choice: string;
  /** The number typed when "Custom" is chosen. */
  custom: string;
}

export const tokenPurchaseDefaults: TokenPurchaseValues = {
  choice: String(moneyLimits.defaultTokens),
  custom: '',
};

/** Where the purchase goes: the participant's group when they have one, else the fundraiser (spec §7). */
export type TokenPurchaseTarget = { groupId: string } | { fundRaiserId: string };

/** The number of tokens chosen: a preset, or the custom number as typed (NaN when it is not a number). */
export function tokensOf(values: TokenPurchaseValues): number {
  if (values.choice !== customTokens) return Number(values.choice);
  const typed = values.custom.trim();
  return /^\d{1,9}(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
}

/** What the tokens cost at the configured price, in cents; null until the number is a valid purchase. */
export function tokenTotalCents(tokens: number, tokenPriceCents: number): number | null {
  if (!Number.isSafeInteger(tokens) || tokens < 1 || tokens > moneyLimits.maxTokensPerPurchase) return null;
  return tokens * tokenPriceCents;
}

/** The form checked against the contract's buyTokens schema (the server's rules and messages). */
export function validateTokenPurchase(
  values: TokenPurchaseValues,
  target: TokenPurchaseTarget,
): Validation<BuyTokensRequest> {
  const field = values.choice === customTokens ? 'custom' : 'choice';
  const parsed = buyTokensSchema.safeParse({ amount: tokensOf(values), ...target });
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, issues: parsed.error.issues.map((issue) => ({ field, message: issue.message })) };
}
