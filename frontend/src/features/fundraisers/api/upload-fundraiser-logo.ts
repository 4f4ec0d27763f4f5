import { fundraiserRouteTable, type ApiResponse, type FundraiserDetail } from '@fundplay/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '@/lib/api-client';
import { adminFundraiserDashboardQueryOptions } from './get-admin-fundraiser-dashboard';
import { adminFundraisersQueryOptions } from './get-admin-fundraisers';

export interface UploadFundraiserLogoInput {
  fundRaisingId: string;
  image: File;
}

/** PUT updateFundRaising as multipart, with the logo as `image` (spec §7). */
export function uploadFundraiserLogo({
  fundRaisingId,
  image,
}: UploadFundraiserLogoInput): Promise<ApiResponse<FundraiserDetail>> {
  const formData = new FormData();
  formData.set('fundRaisingId', fundRaisingId);
  formData.set('image', image);
  return callMultipart(fundraiserRouteTable.updateFundRaising, formData);
}

export function uploadFundraiserLogoMutationOptions() {
  return mutationOptions({ mutationKey: ['fundraisers', 'logo'] as const, mutationFn: uploadFundraiserLogo });
}

export function useUploadFundraiserLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    ...uploadFundraiserLogoMutationOptions(),
    onSuccess: (_answer, { fundRaisingId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminFundraiserDashboardQueryOptions(fundRaisingId).queryKey }),
        queryClient.invalidateQueries({ queryKey: adminFundraisersQueryOptions().queryKey }),
      ]),
  });
}
