import { fundraiserRouteTable, type ApiResponse, type GroupDetail } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function updateGroupAdmin(input: { groupId: string; adminId: string }): Promise<ApiResponse<GroupDetail>> {
  return call(fundraiserRouteTable.updateGroupAdmin, { body: input });
}

export function updateGroupAdminMutationOptions() {
  return mutationOptions({
    mutationKey: ['fundraisers', 'groups', 'admin'] as const,
    mutationFn: updateGroupAdmin,
  });
}

export function useUpdateGroupAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateGroupAdminMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboards() }),
  });
}
