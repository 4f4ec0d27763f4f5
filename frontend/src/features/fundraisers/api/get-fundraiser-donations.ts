import { moneyRouteTable, type ApiResponse, type DonationRow } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function getFundraiserDonations({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<ApiResponse<DonationRow[]>> {
  return call(moneyRouteTable.getFundraiserDonations, { query: { fundRaisingId: fundraiserId }, signal });
}

/** Every gift of the fundraiser (card, tokens, manual), as its administrators see them. */
export function fundraiserDonationsQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: fundraiserKeys.donations(fundraiserId),
    queryFn: ({ signal }) => getFundraiserDonations({ fundraiserId, signal }),
    select: ({ data }) => data,
  });
}

export function useFundraiserDonations(fundraiserId: string) {
  return useQuery(fundraiserDonationsQueryOptions(fundraiserId));
}
