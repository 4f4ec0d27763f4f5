import { fundraiserRouteTable, type RouteBody } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { joinableFundraisersKey } from './get-joinable-fundraisers';

export function requestToJoinFundraiser(body: RouteBody<typeof fundraiserRouteTable.requestToJoinNewFundRaising>) {
  return call(fundraiserRouteTable.requestToJoinNewFundRaising, { body });
}

export function requestToJoinFundraiserMutationOptions() {
  return mutationOptions({
    mutationKey: ['memberships', 'request-to-join'] as const,
    mutationFn: requestToJoinFundraiser,
  });
}

/** A request turns the fundraiser's "Request" into "Requested" in every search. */
export function useRequestToJoinFundraiser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestToJoinFundraiserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joinableFundraisersKey }),
  });
}
