import { outreachRouteTable, type OutreachReport } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { refreshDelayMs } from './get-outreach-messages';
import { outreachKeys } from './outreach-keys';

/** GET /api/adminRoutes/getOutreachReport?fundRaiserId: counts per participant, and what administrators sent. */
export async function getOutreachReport({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<OutreachReport> {
  return (await call(outreachRouteTable.getOutreachReport, { query: { fundRaiserId: fundraiserId }, signal })).data;
}

export function outreachReportQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: outreachKeys.report(fundraiserId),
    queryFn: ({ signal }) => getOutreachReport({ fundraiserId, signal }),
    // The administrators' own messages move on by themselves, like a participant's.
    refetchInterval: (query) => refreshDelayMs(query.state.data?.adminMessages),
  });
}

export function useOutreachReport(fundraiserId: string) {
  return useQuery(outreachReportQueryOptions(fundraiserId));
}
