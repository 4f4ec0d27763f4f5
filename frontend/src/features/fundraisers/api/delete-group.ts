import { fundraiserRouteTable, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function deleteGroup({ groupId }: { groupId: string }): Promise<ApiResponse<null>> {
  return call(fundraiserRouteTable.deleteGroup, { query: { groupId } });
}

export function deleteGroupMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'groups', 'delete'] as const, mutationFn: deleteGroup });
}

/** The group's participants become unassigned; lists count one group fewer. */
export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteGroupMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundraiserKeys.all }),
  });
}
