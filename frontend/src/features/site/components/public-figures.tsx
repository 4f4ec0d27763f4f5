import type { PublicFigures as Figures } from '@fundplay/contracts';
import { Coins, HandHeart, RefreshCw, Sparkles, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { launchYear } from '@/config/site';
import { cn } from '@/lib/cn';
import { basisPointsInWhole, formatBasisPoints, formatMoney } from '@/lib/format-money';
import { usePublicFigures } from '../api/get-public-figures';
import { useLivePublicFigures } from '../hooks/use-live-public-figures';

const wholeNumber = new Intl.NumberFormat('en-US');

/** The platform's real numbers, live: fundraisers run, money raised, the fee and the token price. */
export function PublicFigures() {
  const figures = usePublicFigures();
  useLivePublicFigures();

  if (figures.isPending) {
    return (
      <div
        className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4"
        aria-busy="true"
        aria-label="Loading live figures"
      >
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="rounded-2xl border bg-card p-5 shadow-soft">
            <Skeleton className="mb-4 size-9 rounded-full" />
            <Skeleton className="mb-2 h-7 w-24" />
            <Skeleton className="h-4 w-32 max-w-full" />
          </div>
        ))}
      </div>
    );
  }

  if (figures.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border bg-card p-6 shadow-soft">
        <p className="font-semibold">Live figures are unavailable right now.</p>
        <p className="text-sm text-muted-foreground">{figures.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void figures.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  return <FigureTiles figures={figures.data} />;
}

function FigureTiles({ figures }: { figures: Figures }) {
  const isBrandNew = figures.fundraisersRun === 0;
  const causeShare = formatBasisPoints(basisPointsInWhole - figures.platformFeeBasisPoints);

  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
      {isBrandNew ? (
        <FigureTile
          icon={<Sparkles />}
          label="Be one of the first fundraisers"
          value={`New in ${launchYear}`}
          className="col-span-2 md:col-span-2"
        />
      ) : (
        <>
          <FigureTile
            icon={<Trophy />}
            label={figures.fundraisersRun === 1 ? 'Fundraiser run' : 'Fundraisers run'}
            value={wholeNumber.format(figures.fundraisersRun)}
          />
          <FigureTile icon={<HandHeart />} label="Raised for causes" value={formatMoney(figures.raisedCents)} />
        </>
      )}
      <FigureTile icon={<HandHeart />} label="Of every donation goes to your cause" value={causeShare} />
      <FigureTile icon={<Coins />} label="Per game token" value={formatMoney(figures.tokenPriceCents)} />
    </dl>
  );
}

function FigureTile({
  icon,
  label,
  value,
  className,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col rounded-2xl border bg-card p-5 shadow-soft', className)}>
      <span
        aria-hidden="true"
        className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-5"
      >
        {icon}
      </span>
      <dt className="order-last mt-1 text-sm text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl font-bold tracking-tight md:text-3xl">{value}</dd>
    </div>
  );
}
