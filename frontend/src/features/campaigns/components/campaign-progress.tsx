import type { CampaignPage } from '@fundplay/contracts';
import { CalendarDays, Heart, Share2, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/format-money';
import { campaignGoal } from '../lib/campaign-share';
import { longDate, timeLeft } from '../lib/campaign-time';

/** Whole percent of a goal reached, for the words beside the bar (the bar itself stops at 100%). */
function percentOf(raised: number, goal: number): number {
  return goal > 0 ? Math.floor((raised * 100) / goal) : 0;
}

/**
 * The page's goal thermometer: raised of the goal (the participant's, the group's or the fundraiser's), how many
 * gave, the days left, and the Donate button that takes the donor to the form (absent when the page takes no gift).
 */
export function CampaignProgress({
  page,
  now,
  onDonate,
}: {
  page: CampaignPage;
  now: number;
  /** Scrolls to the form; null when the page takes no gift. */
  onDonate: (() => void) | null;
}) {
  const { fundraiser } = page;
  const { raised, goal } = campaignGoal(page);
  const percent = percentOf(raised, goal);
  const when =
    fundraiser.status === 'notStarted' || now < fundraiser.fundRaisingStartTime
      ? `Starts ${longDate(fundraiser.fundRaisingStartTime)}`
      : timeLeft(fundraiser.fundRaisingEndTime, now);

  return (
    <section aria-label="Progress" className="grid gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
      <div className="grid gap-2">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <strong className="text-3xl font-extrabold tracking-tight">{formatMoney(raised)}</strong>{' '}
          <span className="text-muted-foreground">raised of {formatMoney(goal)} goal</span>
        </p>
        <Progress value={raised} max={goal} className="h-3.5" aria-label="Raised of the goal" />
        <p className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="font-semibold text-foreground">{percent}% of the goal</span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            {when}
          </span>
        </p>
      </div>
      {page.kind === 'fundraiser' ? (
        <p className="inline-flex items-center gap-1.5 text-sm">
          <Users className="size-4 text-trust" aria-hidden="true" />
          {fundraiser.supporterCount === 1 ? '1 supporter' : `${fundraiser.supporterCount} supporters`}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          {fundraiser.fundRaisingName}: {formatMoney(fundraiser.totalFunding)} of{' '}
          {formatMoney(fundraiser.fundRaisingGoal)}
        </p>
      )}
      <div className="grid grid-cols-[1fr_auto] gap-2">
        {onDonate ? (
          <Button size="lg" onClick={onDonate} data-donate-button="">
            <Heart aria-hidden="true" />
            Donate
          </Button>
        ) : null}
        <Button size="lg" variant="outline" asChild className={onDonate ? undefined : 'col-span-2'}>
          <a href="#share">
            <Share2 aria-hidden="true" />
            Share
          </a>
        </Button>
      </div>
    </section>
  );
}
