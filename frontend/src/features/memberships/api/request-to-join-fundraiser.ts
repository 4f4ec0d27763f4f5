import { fundraiserRouteTable, type RouteBody } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { joinableFundraisersKey } from './get-joinable-fundraisers';
import { participantFundraisersQueryOptions } from './get-participant-fundraisers';

/** Without `invitationCode` a request an admin approves; with an invitation's code, joining at once. */
export function requestToJoinFundraiser(body: RouteBody<typeof fundraiserRouteTable.requestToJoinNewFundRaising>) {
  return call(fundraiserRouteTable.requestToJoinNewFundRaising, { body });
}

export function requestToJoinFundraiserMutationOptions() {
  return mutationOptions({
    mutationKey: ['memberships', 'request-to-join'] as const,
    mutationFn: requestToJoinFundraiser,
  });
}

/**
 * A request turns the fundraiser's "Request" into "Requested" in every search; an accepted invitation also adds
 * the fundraiser to the participant's list.
 */
export function useRequestToJoinFundraiser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...requestToJoinFundraiserMutationOptions(),
    onSuccess: async (_result, { invitationCode }) => {
      await queryClient.invalidateQueries({ queryKey: joinableFundraisersKey });
      if (invitationCode) {
        await queryClient.invalidateQueries({ queryKey: participantFundraisersQueryOptions().queryKey });
      }
    },
  });
}
