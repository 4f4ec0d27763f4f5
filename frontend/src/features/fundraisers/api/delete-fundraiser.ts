import { fundraiserRouteTable, type ApiResponse } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { adminFundraiserDashboardQueryOptions } from './get-admin-fundraiser-dashboard';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';

export function deleteFundraiser({ fundRaisingId }: { fundRaisingId: string }): Promise<ApiResponse<null>> {
  return call(fundraiserRouteTable.deleteFundRaising, { query: { fundRaisingId } });
}

export function deleteFundraiserMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'delete'] as const, mutationFn: deleteFundraiser });
}

export function useDeleteFundraiser() {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteFundraiserMutationOptions(),
    onSuccess: async (_answer, { fundRaisingId }) => {
      queryClient.removeQueries({ queryKey: adminFundraiserDashboardQueryOptions(fundRaisingId).queryKey });
      await queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey });
    },
  });
}
