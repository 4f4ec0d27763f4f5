import type { CampaignPage } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useCallback, type ReactNode } from 'react';
import { SharePanel } from '@/components/share/share-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { campaignQueryRoot, useCampaignPage, type CampaignAddress } from '../api/get-campaign-page';
import { useCampaignLive } from '../hooks/use-campaign-live';
import { useNow } from '../hooks/use-now';
import { campaignGoal, campaignShare, campaignSupporting } from '../lib/campaign-share';
import { CampaignHeader } from './campaign-header';
import { CampaignProgress } from './campaign-progress';
import { CampaignSponsors } from './campaign-sponsors';
import { CampaignStory, WhyRaising } from './campaign-story';
import { ClosedNotice } from './closed-notice';
import { DonateBar } from './donate-bar';
import { GroupRace } from './group-race';
import { SupportersWall } from './supporters-wall';
import { TopParticipants } from './top-participants';

/** Where the Donate buttons take the donor. */
export const giveSectionId = 'give';

/**
 * Scrolls to the gift form and puts the focus on its first choice, so a keyboard or screen reader user lands there.
 * The page can change while it scrolls (a new supporter on the wall, the form itself loading as it nears the screen):
 * once the scroll ends, a form that is not on screen is scrolled to again, at once.
 */
function goToForm() {
  const section = document.getElementById(giveSectionId);
  if (!section) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (smooth) {
    window.addEventListener(
      'scrollend',
      () => {
        const { top } = section.getBoundingClientRect();
        if (top < 0 || top > window.innerHeight / 2) section.scrollIntoView({ block: 'start' });
      },
      { once: true },
    );
  }
  section.querySelector<HTMLElement>('input:checked, input, button')?.focus({ preventScroll: true });
}

export interface CampaignPageViewProps {
  address: CampaignAddress;
  /** The gift form (and then the thank-you) for a page that takes gifts. */
  giving: (page: CampaignPage) => ReactNode;
  /** Shown under the form, e.g. where the money goes. */
  aside?: (page: CampaignPage) => ReactNode;
}

/**
 * One campaign page for the three kinds (a fundraiser, a group, a participant): who raises and why, the goal with
 * the days left and Donate above the fold, the story, the team race, top fundraisers, the supporters wall, sponsors,
 * then the gift form or, when the page takes no gift, why (said at the top). It stays live: a gift or a hidden
 * message anywhere in the fundraiser refetches it.
 */
export function CampaignPageView({ address, giving, aside }: CampaignPageViewProps) {
  const page = useCampaignPage(address);

  if (page.isPending) {
    return (
      <div className="grid gap-4" role="status" aria-busy="true" aria-label="Loading the page">
        <title>Donate · FundPlay</title>
        <Skeleton className="aspect-[3/1] max-h-64 w-full rounded-2xl" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  }
  if (page.isError) {
    return (
      <div className="mx-auto my-10 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-dashed bg-muted/40 px-6 py-10 text-center">
        <title>Donate · FundPlay</title>
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-xl font-bold">This link does not lead to a fundraiser</h1>
        <p className="text-sm text-muted-foreground">Ask the person who shared it for a new one.</p>
      </div>
    );
  }
  return <CampaignPageLoaded page={page.data} giving={giving} aside={aside} />;
}

function CampaignPageLoaded({
  page,
  giving,
  aside,
}: {
  page: CampaignPage;
  giving: CampaignPageViewProps['giving'];
  aside: CampaignPageViewProps['aside'];
}) {
  const queryClient = useQueryClient();
  const now = useNow();
  const refetch = useCallback(() => void queryClient.invalidateQueries({ queryKey: campaignQueryRoot }), [queryClient]);
  useCampaignLive(page.fundraiser._id, refetch);

  const open = page.closedReason === null;
  const onDonate = open ? goToForm : null;
  const supporting = campaignSupporting(page);
  const share = campaignShare(page, window.location.origin);
  const { raised, goal } = campaignGoal(page);

  return (
    <div className="grid gap-6 pb-24 lg:pb-0">
      <title>{`Donate to ${supporting} · FundPlay`}</title>
      <CampaignHeader page={page} />
      {page.closedReason ? <ClosedNotice page={page} reason={page.closedReason} now={now} /> : null}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_25rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <CampaignProgress page={page} now={now} onDonate={onDonate} />
        </div>
        <div className="grid min-w-0 gap-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {page.participant?.whyRaising ? (
            <WhyRaising name={page.participant.displayName} text={page.participant.whyRaising} />
          ) : null}
          {page.fundraiser.story ? (
            <CampaignStory story={page.fundraiser.story} fundRaisingName={page.fundraiser.fundRaisingName} />
          ) : null}
          {page.groups.length > 1 ? <GroupRace groups={page.groups} currentGroupId={page.group?._id ?? null} /> : null}
          {page.topParticipants.length > 0 ? <TopParticipants participants={page.topParticipants} /> : null}
          <SupportersWall
            key={page.code}
            code={page.code}
            firstPage={page.supporters}
            supporting={supporting}
            now={now}
            onDonate={onDonate}
          />
          {page.sponsors.length > 0 ? <CampaignSponsors sponsors={page.sponsors} /> : null}
          <section
            id="share"
            aria-labelledby="share-heading"
            className="grid scroll-mt-24 gap-3 rounded-2xl border bg-card p-5 sm:p-6"
          >
            <h2 id="share-heading" className="text-xl font-bold">
              Share this page
            </h2>
            <SharePanel {...share} qr qrLabel={`QR code for ${supporting}'s page`} label="Share this page">
              <p className="text-sm text-muted-foreground">
                Most gifts come from someone who saw a friend share. A text or a post takes a minute.
              </p>
            </SharePanel>
          </section>
        </div>
        <div className="grid min-w-0 gap-6 lg:col-start-2 lg:row-start-2">
          {open ? (
            <div id={giveSectionId} className="scroll-mt-20">
              {giving(page)}
            </div>
          ) : null}
          {aside?.(page)}
        </div>
      </div>
      {onDonate ? (
        <DonateBar
          raised={raised}
          goal={goal}
          watch={['[data-donate-button]', `#${giveSectionId}`]}
          onDonate={onDonate}
        />
      ) : null}
    </div>
  );
}
