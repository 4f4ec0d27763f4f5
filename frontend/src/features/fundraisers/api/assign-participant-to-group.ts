import { fundraiserRouteTable, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function assignParticipantToGroup(input: {
  groupId: string;
  participantId: string;
}): Promise<ApiResponse<null>> {
  return call(fundraiserRouteTable.assignParticipantToGroup, { body: input });
}

export function assignParticipantToGroupMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'groups', 'assign-participant'] as const,
    mutationFn: assignParticipantToGroup,
  });
}

export function useAssignParticipantToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...assignParticipantToGroupMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboards() }),
  });
}
