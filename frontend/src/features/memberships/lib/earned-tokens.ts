import { formatMoney } from '@/lib/format-money';

/**
 * How a participant's raise shows in their tokens: "2 earned from your $25 raised", from the server's figures
 * (`earnedTokens`, `totalDonations` in cents).
 */
export function earnedTokensNote(earnedTokens: number, raisedCents: number): string {
  if (earnedTokens > 0) return `${earnedTokens} earned from your ${formatMoney(raisedCents)} raised`;
  return raisedCents > 0 ? `None earned yet from your ${formatMoney(raisedCents)} raised` : 'None earned yet';
}

/** The earning rule, from the server's `tokenEarnCents`: "You earn 1 token for every $10 raised." */
export function tokenEarnRule(tokenEarnCents: number): string {
  return `You earn 1 token for every ${formatMoney(tokenEarnCents)} raised.`;
}
