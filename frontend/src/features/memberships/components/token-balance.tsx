import { usePaymentsConfig } from '@/lib/payments/get-payments-config';
import { earnedTokensNote, tokenEarnRule } from '../lib/earned-tokens';

interface TokenBalanceProps {
  tokens: number;
  earnedTokens: number;
  raisedCents: number;
}

/** A participant's "Your tokens", with how many of them their raise earned and at what rate. */
export function TokenBalance({ tokens, earnedTokens, raisedCents }: TokenBalanceProps) {
  // The same server configuration the Purchase tokens section reads: one request for both.
  const config = usePaymentsConfig();
  return (
    <span className="grid gap-0.5">
      <span>{tokens}</span>
      <span className="text-sm font-normal text-muted-foreground">
        {earnedTokensNote(earnedTokens, raisedCents)}
        {config.data ? <span className="block text-xs">{tokenEarnRule(config.data.tokenEarnCents)}</span> : null}
      </span>
    </span>
  );
}
