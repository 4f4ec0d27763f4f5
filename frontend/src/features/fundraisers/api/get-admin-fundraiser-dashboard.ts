import { fundraiserRouteTable, type AdminFundraiserDashboard, type ApiResponse } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function getAdminFundraiserDashboard({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<ApiResponse<AdminFundraiserDashboard>> {
  return call(fundraiserRouteTable.getAdminDashboardByFundRaisingId, {
    query: { fundRaisingId: fundraiserId },
    signal,
  });
}

export function adminFundraiserDashboardQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: fundraiserKeys.adminDashboard(fundraiserId),
    queryFn: ({ signal }) => getAdminFundraiserDashboard({ fundraiserId, signal }),
    select: ({ data }) => data,
  });
}

export function useAdminFundraiserDashboard(fundraiserId: string) {
  return useQuery(adminFundraiserDashboardQueryOptions(fundraiserId));
}
