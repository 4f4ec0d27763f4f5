import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/form-errors';

interface QueryStateProps<TData, TError> {
  query: UseQueryResult<TData, TError>;
  /** What a screen reader hears while it loads, e.g. "Loading contacts". */
  loadingLabel: string;
  /** The sentence shown when it could not be loaded; the server's reason follows it. */
  errorTitle: ReactNode;
  /** How many placeholder rows show while it loads. */
  skeletons?: number;
  /** The size of one placeholder row. */
  skeletonClassName?: string;
  /** The layout of the placeholders (e.g. two columns on wider screens). */
  className?: string;
  /** What to show once the data is there. */
  children: (data: TData) => ReactNode;
}

/**
 * A section's server data in its three states: placeholders while it loads, an alert saying what could not be loaded
 * and why, and otherwise `children` with the data.
 */
export function QueryState<TData, TError>({
  query,
  loadingLabel,
  errorTitle,
  skeletons = 2,
  skeletonClassName = 'h-12 rounded-xl',
  className,
  children,
}: QueryStateProps<TData, TError>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel} className={cn('grid gap-2', className)}>
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <Alert role="alert" variant="error">
        <div className="grid gap-1">
          <AlertTitle>{errorTitle}</AlertTitle>
          <p>{errorMessage(query.error, 'Try again in a moment.')}</p>
        </div>
      </Alert>
    );
  }
  return children(query.data);
}
