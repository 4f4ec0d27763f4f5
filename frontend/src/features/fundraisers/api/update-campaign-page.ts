import { fundraiserRouteTable, type ApiResponse, type FundraiserDetail } from '@fundplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callMultipart } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

export interface UpdateCampaignPageInput {
  fundRaisingId: string;
  fundRaisingStory: string;
  /** A new cover photo, as the multipart file `coverImage`. */
  coverImage: File | null;
}

/** PUT updateFundRaising as multipart: the campaign page's story and, if chosen, a new cover photo. */
export function updateCampaignPage({
  fundRaisingId,
  fundRaisingStory,
  coverImage,
}: UpdateCampaignPageInput): Promise<ApiResponse<FundraiserDetail>> {
  const formData = new FormData();
  formData.set('fundRaisingId', fundRaisingId);
  formData.set('fundRaisingStory', fundRaisingStory);
  if (coverImage) formData.set('coverImage', coverImage);
  return callMultipart(fundraiserRouteTable.updateFundRaising, formData);
}

export function useUpdateCampaignPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['fundraisers', 'campaign-page'] as const,
    mutationFn: updateCampaignPage,
    onSuccess: (_answer, { fundRaisingId }) =>
      queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboard(fundRaisingId) }),
  });
}
