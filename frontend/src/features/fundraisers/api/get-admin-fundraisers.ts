import { fundraiserRouteTable, type ApiResponse, type FundraiserSummary } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function getAdminFundraisers({ signal }: { signal?: AbortSignal } = {}): Promise<
  ApiResponse<FundraiserSummary[]>
> {
  return call(fundraiserRouteTable.getAdminFundRaisings, { signal });
}

/** The fundraisers of the primary admin the caller acts for. */
export function adminFundraisersQueryOptions() {
  return queryOptions({
    queryKey: fundraiserKeys.adminList(),
    queryFn: ({ signal }) => getAdminFundraisers({ signal }),
    select: ({ data }) => data,
  });
}

export function useAdminFundraisers() {
  return useQuery(adminFundraisersQueryOptions());
}
