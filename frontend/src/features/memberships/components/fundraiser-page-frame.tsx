import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { BackLink } from './back-link';
import { DashboardLoadError } from './dashboard-load-error';

/** A member's page for one fundraiser: the way back, then a loading skeleton, the load error or the sections. */
export function FundraiserPageFrame<TData>({
  backTo,
  query,
  children,
}: {
  backTo: string;
  query: UseQueryResult<TData>;
  children: (data: TData) => ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <BackLink to={backTo}>All my fundraisers</BackLink>
      {query.isPending ? (
        <div role="status" aria-label="Loading the dashboard" className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-56 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
      ) : query.isError ? (
        <DashboardLoadError error={query.error} />
      ) : (
        children(query.data)
      )}
    </div>
  );
}
