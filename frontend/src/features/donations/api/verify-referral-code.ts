import { layoutRouteTable, type ReferralTarget } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

/** POST /api/authRoutes/verifyReferalCode: whom a donation through the code credits, and the fundraiser's progress. */
export async function verifyReferralCode(referalCode: string, signal?: AbortSignal): Promise<ReferralTarget> {
  return (await call(layoutRouteTable.verifyReferalCode, { body: { referalCode }, signal })).data;
}

export const referralTargetQueryKey = (referalCode: string) => ['donations', 'referral', referalCode] as const;

export function referralTargetQueryOptions(referalCode: string) {
  return queryOptions({
    queryKey: referralTargetQueryKey(referalCode),
    queryFn: ({ signal }) => verifyReferralCode(referalCode, signal),
    // An unknown code stays unknown: asking again only delays the answer.
    retry: false,
  });
}

export function useReferralTarget(referalCode: string) {
  return useQuery(referralTargetQueryOptions(referalCode));
}
