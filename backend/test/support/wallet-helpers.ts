import { routeTable } from '@fundplay/contracts';
import type { Api } from './identity-helpers';
import type { TestEnvironment } from './test-environment';

/**
 * Fills a participant's wallet the way an administrator would: a manual gift credited to them earns one token per
 * `tokenEarnCents` (the app's TOKEN_EARN_CENTS). Fails the test when the gift is refused.
 */
export async function earnTokens(
  client: Api,
  adminToken: string,
  target: { fundraiserId: string; participantId: string; tokens: number; tokenEarnCents: number },
): Promise<void> {
  if (target.tokens <= 0) return;
  const added = await client.post(
    routeTable.addManualDonation.path,
    {
      amount: target.tokens * target.tokenEarnCents,
      participantId: target.participantId,
      fundRaiserId: target.fundraiserId,
    },
    adminToken,
  );
  if (added.status !== 201) throw new Error(`manual gift refused (${added.status}): ${JSON.stringify(added.body)}`);
}

/** Every member's wallet in the fundraiser, by account id, as the ledger holds it (0 for a wallet never opened). */
export async function walletBalances(
  environment: TestEnvironment,
  fundraiserId: string,
): Promise<Record<string, number>> {
  const rows = await environment.sql<{ account_id: string; tokens: string }>(
    `select m.account_id, coalesce(a.balance, 0) as tokens
       from fundraiser_memberships m
       left join ledger_accounts a on a.kind = 'wallet' and a.owner_id = 'membership:' || m.id::text
      where m.fundraiser_id = $1`,
    [fundraiserId],
  );
  return Object.fromEntries(rows.map((row) => [row.account_id, Number(row.tokens)]));
}
