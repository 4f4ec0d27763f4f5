import type { FundraiserDetail } from '@fundplay/contracts';
import type { ComponentType } from 'react';

export interface FundraiserOutreachSectionProps {
  fundraiser: FundraiserDetail;
}

/** The Outreach section of the admin fundraiser page (report, messages to members), composed by the page. */
export type FundraiserOutreachSectionComponent = ComponentType<FundraiserOutreachSectionProps>;
