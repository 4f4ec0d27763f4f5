import type { FundraiserDetail, GroupDetail } from '@fundplay/contracts';
import type { ComponentType } from 'react';

export interface FundraiserGamesSectionProps {
  fundraiser: FundraiserDetail;
  groups: GroupDetail[];
}

/** The Games section of the admin fundraiser page, composed by the page from the games feature. */
export type FundraiserGamesSectionComponent = ComponentType<FundraiserGamesSectionProps>;
