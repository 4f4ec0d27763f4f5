import { Skeleton } from '@/components/ui/skeleton';
import { basisPointsInWhole, formatBasisPoints } from '@/lib/format-money';
import { usePublicFigures } from '../api/get-public-figures';

/** The fee policy in one honest sentence, taken from the configured platform fee. */
export function FeePolicy({ className }: { className?: string }) {
  const figures = usePublicFigures();

  if (figures.isPending) {
    return (
      <div className={className} aria-busy="true" aria-label="Loading our fee policy">
        <Skeleton className="h-5 w-full max-w-md" />
      </div>
    );
  }
  if (figures.isError) {
    return (
      <p className={className}>
        FundPlay keeps a small share of each donation to run the platform; the rest goes to your cause, with no upfront
        cost.
      </p>
    );
  }

  const fee = formatBasisPoints(figures.data.platformFeeBasisPoints);
  const causeShare = formatBasisPoints(basisPointsInWhole - figures.data.platformFeeBasisPoints);
  return (
    <p className={className}>
      FundPlay keeps <strong>{fee}</strong> of each donation to run the platform; the other{' '}
      <strong>{causeShare}</strong> goes to your cause. There is no upfront cost and no subscription.
    </p>
  );
}
