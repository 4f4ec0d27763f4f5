import { outreachRouteTable, type OutreachAudience } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { outreachKeys } from './outreach-keys';

/** GET /api/adminRoutes/getOutreachAudience?fundRaiserId: the participants and team members an administrator may choose. */
export async function getOutreachAudience({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<OutreachAudience> {
  return (await call(outreachRouteTable.getOutreachAudience, { query: { fundRaiserId: fundraiserId }, signal })).data;
}

export function outreachAudienceQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: outreachKeys.audience(fundraiserId),
    queryFn: ({ signal }) => getOutreachAudience({ fundraiserId, signal }),
    // Asked afresh each time the dialog opens: someone may have joined since.
    staleTime: 0,
  });
}

export function useOutreachAudience(fundraiserId: string) {
  return useQuery(outreachAudienceQueryOptions(fundraiserId));
}
