import { fundraiserRouteTable, type ApiResponse, type GroupDetail, type UpdateGroupRequest } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';
import { fundraiserKeys } from './fundraiser-keys';

/** Changes a group's name, goal, cause or payout account (`stripe`). */
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
    // A group's payout account changes the fundraiser's status, which the list shows too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboards() }),
        queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey }),
      ]),
  });
}
