import { fundraiserRouteTable, type ApiResponse, type GroupDetail, type UpdateGroupRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

/** Changes a group's name, goal or cause. */
export function updateGroup(request: UpdateGroupRequest): Promise<ApiResponse<GroupDetail>> {
  return call(fundraiserRouteTable.updateGroup, { body: request });
}

export function updateGroupMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'groups', 'update'] as const, mutationFn: updateGroup });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGroupMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboards() }),
  });
}
