import { useQueryClient } from '@tanstack/react-query';
import { HandHeart, PieChart, SearchX } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format-money';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { transparencyQueryKey, useTransparency } from '../api/get-transparency';
import { formatPercent, MoneySplitBar, MoneySplitList } from './money-split';

/**
 * `/transparency/{fundraiserId}` (★): the public account of one fundraiser's money, computed from the ledger and
 * kept live, so anyone can check how much of what was raised reached the cause.
 */
export function TransparencyReport({ fundraiserId }: { fundraiserId: string }) {
  const report = useTransparency(fundraiserId);
  const queryClient = useQueryClient();
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: transparencyQueryKey(fundraiserId) }),
    [queryClient, fundraiserId],
  );
  useFundraiserTotalsLive(fundraiserId, refetch);

  if (report.isPending) {
    return (
      <div className="grid gap-6" aria-busy="true" aria-label="Loading where the money goes">
        <Skeleton className="h-9 w-2/3" />
        <div className="grid gap-4 sm:grid-cols-3">
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
          <Skeleton className="h-28 rounded-2xl" />
        </div>
        <Skeleton className="h-48 rounded-2xl" />
      </div>
    );
  }
  if (report.isError) {
    if (report.error instanceof ApiError && report.error.status === 404) {
      return (
        <EmptyState
          icon={SearchX}
          title="Fundraiser not found"
          description="Check the link: this fundraiser does not exist or was removed."
        />
      );
    }
    return (
      <Alert role="alert" variant="error">
        <div className="grid gap-1">
          <AlertTitle>The breakdown could not be loaded</AlertTitle>
          <p>{errorMessage(report.error, 'Please try again in a moment.')}</p>
        </div>
      </Alert>
    );
  }

  const data = report.data;
  const figures = [
    {
      label: 'Raised',
      value: formatMoney(data.raisedCents),
      note: `${data.giftCount} ${data.giftCount === 1 ? 'gift' : 'gifts'}`,
    },
    {
      label: 'Net to the cause',
      value: formatMoney(data.netToCauseCents),
      note: formatPercent(data.netToCausePercent),
    },
    {
      label: 'Fees',
      value: formatMoney(data.platformFeeCents + data.processingFeeCents),
      note: 'platform and card processing',
    },
  ];
  return (
    <div className="grid gap-6">
      <h2 className="text-2xl font-extrabold break-words md:text-3xl">{data.fundRaisingName}</h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label} className="grid gap-1 rounded-2xl border bg-card p-5 shadow-soft">
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{figure.label}</dt>
            <dd className="text-2xl font-extrabold tabular-nums">{figure.value}</dd>
            <dd className="text-sm text-muted-foreground">{figure.note}</dd>
          </div>
        ))}
      </dl>
      {data.disputedCents > 0 ? (
        <p className="text-sm text-muted-foreground">
          {formatMoney(data.disputedCents)} more is held while donors dispute card payments; it is counted above only if
          the bank rules for the cause.
        </p>
      ) : null}
      <section
        aria-labelledby="transparency-split"
        className="grid gap-4 rounded-2xl border bg-card p-5 shadow-soft sm:p-6"
      >
        <h3 id="transparency-split" className="flex items-center gap-2 text-lg font-bold">
          <PieChart className="size-5 text-trust" aria-hidden="true" />
          Where the money went
        </h3>
        {data.giftCount === 0 ? (
          <EmptyState
            icon={HandHeart}
            title="No gifts yet"
            description="As soon as someone gives, this page shows where every cent went."
          />
        ) : (
          <>
            <p>
              <strong className="text-3xl font-extrabold text-trust">{formatPercent(data.netToCausePercent)}</strong>{' '}
              <span className="text-muted-foreground">of the money raised reached the cause.</span>
            </p>
            <MoneySplitBar report={data} className="h-4" />
            <MoneySplitList report={data} className="max-w-md" />
          </>
        )}
        <p className="text-sm text-muted-foreground">
          Figures come from FundPlay's ledger, where every gift, fee and refund is recorded once, and update as gifts
          arrive. Refunds are taken out of what was raised; card processing fees are what the card network charged.
        </p>
      </section>
    </div>
  );
}
