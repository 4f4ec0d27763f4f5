import { fundraiserMessages, moneyMessages, type ReferralTarget } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, SearchX } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePaymentsConfig } from '@/lib/payments/get-payments-config';
import { transparencyQueryKey } from '../api/get-transparency';
import { referralTargetQueryKey, useReferralTarget } from '../api/verify-referral-code';
import { DonationTarget } from './donation-target';
import { ThankYou, type DonationThanks } from './thank-you';
import { WhereYourMoneyGoes } from './where-your-money-goes';

// The form (react-hook-form; the schemas follow on first use) loads once the code is known to take gifts.
const DonationForm = lazy(() => import('./donation-form').then((module) => ({ default: module.DonationForm })));
// The Socket.IO client comes with the live totals, only for a code that resolved: a bad link needs neither.
const LiveTotals = lazy(() => import('./live-totals').then((module) => ({ default: module.LiveTotals })));

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
export function DonationPage({ referalCode }: { referalCode: string }) {
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
      <Suspense fallback={null}>
        <LiveTotals fundraiserId={target.data.fundRaiser._id} onChange={refetchTotals} />
      </Suspense>
      <div className="grid min-w-0 gap-6">
        <DonationTarget target={target.data} />
        {thanks ? (
          <ThankYou thanks={thanks} fundraiserId={target.data.fundRaiser._id} onGiveAgain={() => setThanks(null)} />
        ) : closed ? (
          <Alert role="status" variant="warning">
            <CalendarClock aria-hidden="true" />
            <p>{closed}</p>
          </Alert>
        ) : (
          <Suspense fallback={<DonationFormSkeleton />}>
            <DonationForm target={target.data} onDonated={setThanks} onRefused={setRefusal} />
          </Suspense>
        )}
      </div>
      <div className="lg:sticky lg:top-24">
        <WhereYourMoneyGoes fundraiserId={target.data.fundRaiser._id} />
      </div>
    </div>
  );
}

function DonationFormSkeleton() {
  return (
    <div className="grid gap-4 rounded-2xl border bg-card p-5 sm:p-8" aria-busy="true" aria-label="Loading the form">
      <Skeleton className="h-6 w-40" />
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-7">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-11 rounded-lg" />
        ))}
      </div>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
