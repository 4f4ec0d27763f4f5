import { useQueryClient } from '@tanstack/react-query';
import { PieChart } from 'lucide-react';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { transparencyQueryKey, useTransparency } from '../api/get-transparency';
import { formatPercent, MoneySplitBar, MoneySplitList } from './money-split';

/**
 * The donation page's compact ★ transparency panel: what the fundraiser raised and where it went, from the ledger.
 * The fee itself is explained once, by the form's "cover the fee" choice.
 */
export function WhereYourMoneyGoes({ fundraiserId }: { fundraiserId: string }) {
  const report = useTransparency(fundraiserId);
  const queryClient = useQueryClient();
  // A gift anywhere in the fundraiser moves these figures too: refetch them with the page's totals.
  const refetch = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: transparencyQueryKey(fundraiserId) }),
    [queryClient, fundraiserId],
  );
  useFundraiserTotalsLive(fundraiserId, refetch);
  const fullReport = (
    <Link to={paths.transparency.href(fundraiserId)} className="text-sm font-semibold text-trust hover:underline">
      See the full breakdown
    </Link>
  );

  return (
    <aside
      aria-labelledby="where-money-goes"
      className="grid content-start gap-4 rounded-2xl border bg-card p-5 shadow-soft"
    >
      <h2 id="where-money-goes" className="flex items-center gap-2 text-lg font-bold">
        <PieChart className="size-5 text-trust" aria-hidden="true" />
        Where your money goes
      </h2>
      {report.isPending ? (
        <div className="grid gap-2" role="status" aria-busy="true" aria-label="Loading where the money goes">
          <Skeleton className="h-6 w-24" />
          <Skeleton className="h-3 w-full rounded-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : report.isError ? (
        <p className="text-sm text-muted-foreground">The breakdown could not be loaded just now.</p>
      ) : report.data.giftCount === 0 ? (
        <p className="text-sm">No gifts yet: yours will be the first.</p>
      ) : (
        <>
          <p>
            <strong className="text-3xl font-extrabold text-trust">
              {formatPercent(report.data.netToCausePercent)}
            </strong>{' '}
            <span className="text-sm text-muted-foreground">of what was raised reached the cause</span>
          </p>
          <MoneySplitBar report={report.data} />
          <MoneySplitList report={report.data} />
        </>
      )}
      {fullReport}
    </aside>
  );
}
