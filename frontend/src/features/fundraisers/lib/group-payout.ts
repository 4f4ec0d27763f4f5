import { groupPayoutSource, type FundraiserDetail, type GroupDetail } from '@fundplay/contracts';

/** An account FundPlay has no name for (it should not happen: a linked account cannot be deleted). */
const unnamedAccount = 'An unnamed account';

/** The fundraiser's payout account by name, or null when none is linked. */
export function fundraiserAccountName(
  fundraiser: Pick<FundraiserDetail, 'fundRaisingStripe' | 'fundRaisingStripeName'>,
) {
  return fundraiser.fundRaisingStripe ? (fundraiser.fundRaisingStripeName ?? unnamedAccount) : null;
}

/**
 * Where a group's donations go, in words, by the rule the server pays by (`groupPayoutSource`): its own account,
 * else the fundraiser's, else nowhere yet.
 */
export function groupPayoutText(
  group: Pick<GroupDetail, 'stripe' | 'stripeName'>,
  fundraiser: Pick<FundraiserDetail, 'fundRaisingStripe' | 'fundRaisingStripeName'>,
): { text: string; missing: boolean } {
  const source = groupPayoutSource(group.stripe, fundraiser.fundRaisingStripe);
  if (source?.via === 'group') return { text: group.stripeName ?? unnamedAccount, missing: false };
  if (source?.via === 'fundraiser') {
    return { text: `Uses the fundraiser's account: ${fundraiserAccountName(fundraiser)}`, missing: false };
  }
  return { text: 'Not linked: takes no donations until it or the fundraiser has a payout account', missing: true };
}
