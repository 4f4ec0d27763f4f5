import { fundraiserRouteTable, type ApiResponse, type ParticipantRequest } from '@fundplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function getParticipantRequests({
  fundraiserId,
  signal,
}: {
  fundraiserId: string;
  signal?: AbortSignal;
}): Promise<ApiResponse<ParticipantRequest[]>> {
  return call(fundraiserRouteTable.getParticipantRequests, { query: { fundRaisingId: fundraiserId }, signal });
}

/** Participants who asked to join the fundraiser and wait for an administrator. */
export function participantRequestsQueryOptions(fundraiserId: string) {
  return queryOptions({
    queryKey: fundraiserKeys.participantRequests(fundraiserId),
    queryFn: ({ signal }) => getParticipantRequests({ fundraiserId, signal }),
    select: ({ data }) => data,
  });
}

export function useParticipantRequests(fundraiserId: string) {
  return useQuery(participantRequestsQueryOptions(fundraiserId));
}
