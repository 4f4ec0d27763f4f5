import { campaignMessages, type CampaignClosedReason, type CampaignPage } from '@fundplay/contracts';
import { CalendarClock, CircleSlash, PartyPopper } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/format-money';
import { campaignGoal } from '../lib/campaign-share';
import { countdown, longDate } from '../lib/campaign-time';

/**
 * Why the page takes no gift, said at the top before anyone fills anything in: not started (the date and a
 * countdown), ended (the final total and thanks), or no payout account yet.
 */
export function ClosedNotice({ page, reason, now }: { page: CampaignPage; reason: CampaignClosedReason; now: number }) {
  const { fundraiser } = page;
  switch (reason) {
    case 'notStarted':
      return (
        <Notice icon={<CalendarClock aria-hidden="true" />} title="This fundraiser has not started yet">
          <p>
            Gifts open on <strong>{longDate(fundraiser.fundRaisingStartTime)}</strong>
            <span className="text-muted-foreground"> · in {countdown(fundraiser.fundRaisingStartTime, now)}</span>.
          </p>
          <p>Share the page now so your friends are ready on day one.</p>
        </Notice>
      );
    case 'ended': {
      const { raised, goal } = campaignGoal(page);
      return (
        <Notice icon={<PartyPopper aria-hidden="true" />} title="This fundraiser has ended">
          <p>
            Together, supporters raised <strong>{formatMoney(raised)}</strong>
            {goal > 0 ? ` of the ${formatMoney(goal)} goal` : ''}. Thank you to everyone who gave!
          </p>
        </Notice>
      );
    }
    case 'noPayoutAccount':
      return (
        <Notice icon={<CircleSlash aria-hidden="true" />} title="Gifts are not open yet">
          <p>{campaignMessages.notAcceptingNoPayoutAccount}</p>
          <p>You can still share the page.</p>
        </Notice>
      );
  }
}

function Notice({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      role="status"
      aria-labelledby="closed-notice"
      className="flex items-start gap-3 rounded-2xl border border-sunshine/60 bg-sunshine/15 p-5 [&>svg]:mt-1 [&>svg]:size-6 [&>svg]:shrink-0"
    >
      {icon}
      <div className="grid gap-1.5">
        <h2 id="closed-notice" className="text-lg font-bold">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
