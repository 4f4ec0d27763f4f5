import { campaignRouteTable, type CampaignProfile, type CampaignProfileRequest } from '@fundplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, callMultipart } from '@/lib/api-client';
import { campaignProfileQueryKey } from './get-campaign-profile';

export interface UpdateCampaignProfileInput {
  /** The settings as JSON (a null personal goal returns to the default, which a form field cannot say). */
  request: CampaignProfileRequest;
  /** A new photo, sent first as multipart `image`. */
  photo?: File | null;
}

/** PUT updateCampaignProfile: a new photo (multipart) if one was chosen, then the settings (JSON). */
export async function updateCampaignProfile({ request, photo }: UpdateCampaignProfileInput): Promise<CampaignProfile> {
  if (photo) {
    const formData = new FormData();
    formData.set('fundRaisingId', request.fundRaisingId);
    formData.set('image', photo);
    await callMultipart(campaignRouteTable.updateCampaignProfile, formData);
  }
  return (await call(campaignRouteTable.updateCampaignProfile, { body: request })).data;
}

export function useUpdateCampaignProfile(fundRaisingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['share-kit', 'update-profile'] as const,
    mutationFn: updateCampaignProfile,
    onSuccess: (profile) => queryClient.setQueryData(campaignProfileQueryKey(fundRaisingId), profile),
    // A failed second step may still have stored the photo: read the settings again.
    onError: () => queryClient.invalidateQueries({ queryKey: campaignProfileQueryKey(fundRaisingId) }),
  });
}
