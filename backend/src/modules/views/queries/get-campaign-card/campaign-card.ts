import type { CampaignPage } from '@fundplay/contracts';
import type { CampaignScope } from '../../../fundraisers/queries/get-campaign-scope/get-campaign-scope.query';

/** What a campaign's card (and its link preview) says: who, for what, and how far along. */
export interface CampaignCardFacts {
  kind: CampaignPage['kind'];
  /** The participant ("Jordan K."), group or fundraiser the page is for. */
  name: string;
  fundraiserName: string;
  /** Cents. */
  raised: number;
  goal: number;
  /** The file id of the participant's photo, else the fundraiser's logo; null when there is neither. */
  imageFileId: string | null;
}

const fileIdOf = (url: string | null) => url?.match(/^\/api\/files\/([^/?#]+)$/)?.[1] ?? null;

export function campaignCardFacts(scope: CampaignScope): CampaignCardFacts {
  const { fundraiser, group, participant } = scope;
  const logo = fileIdOf(fundraiser.fundRaisingImage);
  if (scope.kind === 'participant' && participant) {
    return {
      kind: 'participant',
      name: participant.displayName,
      fundraiserName: fundraiser.fundRaisingName,
      raised: participant.raised,
      goal: participant.goal,
      imageFileId: fileIdOf(participant.photo) ?? logo,
    };
  }
  if (scope.kind === 'group' && group) {
    return {
      kind: 'group',
      name: group.groupName,
      fundraiserName: fundraiser.fundRaisingName,
      raised: group.groupTotalDonations,
      goal: group.groupTarget,
      imageFileId: logo,
    };
  }
  return {
    kind: 'fundraiser',
    name: fundraiser.fundRaisingName,
    fundraiserName: fundraiser.fundRaisingName,
    raised: fundraiser.totalFunding,
    goal: fundraiser.fundRaisingGoal,
    imageFileId: logo,
  };
}

/** "$1,250", or "$1,250.50" when there are cents. */
export function formatDollars(cents: number): string {
  const whole = cents % 100 === 0;
  return (cents / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
}

/** "$1,250 raised of $5,000", or "$1,250 raised" when there is no goal. */
export function progressLine({ raised, goal }: Pick<CampaignCardFacts, 'raised' | 'goal'>): string {
  return goal > 0 ? `${formatDollars(raised)} raised of ${formatDollars(goal)}` : `${formatDollars(raised)} raised`;
}
