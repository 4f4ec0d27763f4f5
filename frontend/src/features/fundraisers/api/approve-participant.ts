import { fundraiserRouteTable, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraiserDashboardQueryOptions } from './get-admin-fundraiser-dashboard';
import { participantRequestsQueryOptions } from './get-participant-requests';

export interface ApproveParticipantInput {
  requestId: string;
  /** The request's fundraiser, whose lists change. */
  fundRaisingId: string;
}

export function approveParticipant({ requestId }: ApproveParticipantInput): Promise<ApiResponse<null>> {
  return call(fundraiserRouteTable.approveParticipant, { body: { requestId } });
}

export function approveParticipantMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'approve-participant'] as const,
    mutationFn: approveParticipant,
  });
}

/** Approving removes the request and makes the participant a member (unassigned until put in a group). */
export function useApproveParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    ...approveParticipantMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantRequestsQueryOptions(fundRaisingId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminFundraiserDashboardQueryOptions(fundRaisingId).queryKey }),
      ]),
  });
}
