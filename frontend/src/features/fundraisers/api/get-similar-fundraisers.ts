import { fundraiserRouteTable, type ApiResponse, type SimilarFundraiser } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function getSimilarFundraisers({
  name,
  signal,
}: {
  name: string;
  signal?: AbortSignal;
}): Promise<ApiResponse<SimilarFundraiser[]>> {
  return call(fundraiserRouteTable.getSimilarFundraisings, { query: { fundRaisingName: name }, signal });
}

/** Fundraisers whose names resemble a new one's, so an administrator does not start the same one twice. */
export function similarFundraisersQueryOptions(name: string) {
  return queryOptions({
    queryKey: fundraiserKeys.similar(name),
    queryFn: ({ signal }) => getSimilarFundraisers({ name, signal }),
    select: ({ data }) => data,
  });
}

export function useSimilarFundraisers(name: string) {
  return useQuery(similarFundraisersQueryOptions(name));
}
