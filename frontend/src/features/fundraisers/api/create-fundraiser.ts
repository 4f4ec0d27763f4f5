import {
  fundraiserRouteTable,
  type ApiResponse,
  type CreateFundraiserRequest,
  type FundraiserDetail,
} from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';

export function createFundraiser(request: CreateFundraiserRequest): Promise<ApiResponse<FundraiserDetail>> {
  return call(fundraiserRouteTable.createFundRaising, { body: request });
}

export function createFundraiserMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'create'] as const, mutationFn: createFundraiser });
}

export function useCreateFundraiser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createFundraiserMutationOptions(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey }),
  });
}
