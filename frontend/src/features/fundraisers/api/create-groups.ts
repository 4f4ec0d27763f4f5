import {
  fundraiserRouteTable,
  type ApiResponse,
  type CreateGroupsRequest,
  type GroupDetail,
} from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export function createGroups(request: CreateGroupsRequest): Promise<ApiResponse<GroupDetail[]>> {
  return call(fundraiserRouteTable.createGroups, { body: request });
}

export function createGroupsMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'groups', 'create'] as const, mutationFn: createGroups });
}

export function useCreateGroups() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createGroupsMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundraiserKeys.all }),
  });
}
