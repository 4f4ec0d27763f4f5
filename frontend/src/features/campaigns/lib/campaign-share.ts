import type { CampaignPage } from '@fundplay/contracts';
import type { ShareContent } from '@/components/share/share-links';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';

/** Whom a page raises for, as it names them: "Jordan K.", the group's name, or the fundraiser's. */
export function campaignSupporting(page: CampaignPage): string {
  if (page.kind === 'participant' && page.participant) return page.participant.displayName;
  if (page.kind === 'group' && page.group) return page.group.groupName;
  return page.fundraiser.fundRaisingName;
}

/** What the page raises and toward which goal, in cents: the participant's, the group's or the fundraiser's. */
export function campaignGoal(page: CampaignPage): { raised: number; goal: number } {
  if (page.kind === 'participant' && page.participant) {
    return { raised: page.participant.raised, goal: page.participant.goal };
  }
  if (page.kind === 'group' && page.group) {
    return { raised: page.group.groupTotalDonations, goal: page.group.groupTarget };
  }
  return { raised: page.fundraiser.totalFunding, goal: page.fundraiser.fundRaisingGoal };
}

/** The page's own address: the fundraiser's readable `/f/{slug}`, or the group's or participant's `/donate/{code}`. */
export function campaignPath(page: CampaignPage): string {
  return page.kind === 'fundraiser' ? paths.campaign.href(page.fundraiser.slug) : paths.donate.href(page.code);
}

/** The link and ready words for sharing a page: "Help Jordan K. raise $500 for Westfield Robotics". */
export function campaignShare(page: CampaignPage, origin: string): ShareContent {
  const supporting = campaignSupporting(page);
  const { goal } = campaignGoal(page);
  const title =
    page.kind === 'fundraiser'
      ? `Help ${page.fundraiser.fundRaisingName} raise ${formatMoney(goal)}`
      : `Help ${supporting} raise ${formatMoney(goal)} for ${page.fundraiser.fundRaisingName}`;
  return { url: `${origin}${campaignPath(page)}`, title, text: `${title}. Every gift counts:` };
}
