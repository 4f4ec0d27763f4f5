import { fundraiserMessages, moneyMessages, type ReferralTarget } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, SearchX } from 'lucide-react';
import { Suspense, useCallback, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentsConfig } from '@/lib/payments/get-payments-config';
import { transparencyQueryKey } from '../api/get-transparency';
import { referralTargetQueryKey, useReferralTarget } from '../api/verify-referral-code';
import { DonationFormOnDemand } from './donation-form-on-demand';
import { DonationTarget } from './donation-target';
import { LazyThankYou } from './lazy-thank-you';
import { LiveTotals } from './live-totals';
import type { DonationThanks } from './thank-you';
import { WhereYourMoneyGoes } from './where-your-money-goes';

/** Why a fundraiser takes no gift right now, known from its status before anyone fills the form. */
function closedReason(target: ReferralTarget): string | null {
  switch (target.fundRaiser.status) {
    case 'notStarted':
      return moneyMessages.notAcceptingNotStarted;
    case 'ended':
      return moneyMessages.notAcceptingEnded;
    case 'inProgress':
    case 'startedButInactive':
      // A partly linked fundraiser may still take gifts for this code's group: the server decides on submit.
      return null;
  }
}

/**
 * `/donate/{referalCode}` (spec §2, titled DONATE): whom the gift credits with the live progress, the donation
 * form and card payment, then the thank-you; beside it, where the money goes.
 */
export function DonationPage({ referalCode, trackingCode }: { referalCode: string; trackingCode?: string }) {
  const target = useReferralTarget(referalCode);
  const fundraiserId = target.data?.fundRaiser._id;
  const queryClient = useQueryClient();
  const refetchTotals = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: referralTargetQueryKey(referalCode) });
    if (fundraiserId) void queryClient.invalidateQueries({ queryKey: transparencyQueryKey(fundraiserId) });
  }, [queryClient, referalCode, fundraiserId]);
  // The fee the "cover the fee" option shows; asked for now so the form has it when it appears.
  usePaymentsConfig();

  const [thanks, setThanks] = useState<DonationThanks | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (target.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Loading the fundraiser">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-72 w-full rounded-2xl" />
      </div>
    );
  }
  if (target.isError) {
    return (
      <EmptyState
        icon={SearchX}
        title={fundraiserMessages.invalidReferralPage}
        description="Ask the person who shared this link for a new one."
      />
    );
  }

  const closed = refusal ?? closedReason(target.data);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      {/* Only for a code that resolved: the Socket.IO client loads after the first render (useSocketRoom). */}
      <LiveTotals fundraiserId={target.data.fundRaiser._id} onChange={refetchTotals} />
      <div className="grid min-w-0 gap-6">
        <DonationTarget target={target.data} />
        {thanks ? (
          // Downloaded while the donor pays (see DonationForm): nothing to wait for by now.
          <Suspense fallback={null}>
            <LazyThankYou
              thanks={thanks}
              fundraiserId={target.data.fundRaiser._id}
              onGiveAgain={() => setThanks(null)}
            />
          </Suspense>
        ) : closed ? (
          <Alert role="status" variant="warning">
            <CalendarClock aria-hidden="true" />
            <p>{closed}</p>
          </Alert>
        ) : (
          <DonationFormOnDemand
            target={target.data}
            trackingCode={trackingCode}
            onDonated={setThanks}
            onRefused={setRefusal}
          />
        )}
      </div>
      <div className="lg:sticky lg:top-24">
        <WhereYourMoneyGoes fundraiserId={target.data.fundRaiser._id} />
      </div>
    </div>
  );
}
