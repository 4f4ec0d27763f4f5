import {
  fundraiserRouteTable,
  type ApiResponse,
  type FundraiserDetail,
  type UpdateFundraiserRequest,
} from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraiserDashboardQueryOptions } from './get-admin-fundraiser-dashboard';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';

/** Changes any of the fundraiser's fields (info, schedule, goal, cause) as JSON. */
export function updateFundraiser(request: UpdateFundraiserRequest): Promise<ApiResponse<FundraiserDetail>> {
  return call(fundraiserRouteTable.updateFundRaising, { body: request });
}

export function updateFundraiserMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'update'] as const, mutationFn: updateFundraiser });
}

export function useUpdateFundraiser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFundraiserMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFundraiserDashboardQueryOptions(fundRaisingId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey }),
      ]),
  });
}
