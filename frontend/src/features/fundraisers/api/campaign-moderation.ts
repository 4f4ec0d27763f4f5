import { campaignRouteTable, type ParticipantPhotoRow, type SupporterMessageRow } from '@fundplay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api-client';
import { fundraiserKeys } from './fundraiser-keys';

const supporterMessagesKey = (fundraiserId: string) =>
  [...fundraiserKeys.all, 'supporter-messages', fundraiserId] as const;
const participantPhotosKey = (fundraiserId: string) =>
  [...fundraiserKeys.all, 'participant-photos', fundraiserId] as const;

/** GET getSupporterMessages: every gift with a message, hidden ones included, newest first. */
export function supporterMessagesQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: supporterMessagesKey(fundRaisingId),
    queryFn: async ({ signal }): Promise<SupporterMessageRow[]> =>
      (await call(campaignRouteTable.getSupporterMessages, { query: { fundRaisingId }, signal })).data,
  });
}

export const useSupporterMessages = (fundRaisingId: string) => useQuery(supporterMessagesQueryOptions(fundRaisingId));

/** POST setSupporterMessageHidden: hide a message everywhere, or restore it; the row in the list takes the answer. */
export function useSetSupporterMessageHidden(fundRaisingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['fundraisers', 'supporter-message-hidden'] as const,
    mutationFn: async ({ donationId, hidden }: { donationId: string; hidden: boolean }) =>
      (await call(campaignRouteTable.setSupporterMessageHidden, { body: { fundRaisingId, donationId, hidden } })).data,
    onSuccess: (row) =>
      queryClient.setQueryData<SupporterMessageRow[]>(supporterMessagesKey(fundRaisingId), (rows) =>
        rows?.map((current) => (current._id === row._id ? row : current)),
      ),
  });
}

/** GET getParticipantPhotos: under-18 participants' photos, waiting for approval or approved. */
export function participantPhotosQueryOptions(fundRaisingId: string) {
  return queryOptions({
    queryKey: participantPhotosKey(fundRaisingId),
    queryFn: async ({ signal }): Promise<ParticipantPhotoRow[]> =>
      (await call(campaignRouteTable.getParticipantPhotos, { query: { fundRaisingId }, signal })).data,
  });
}

export const useParticipantPhotos = (fundRaisingId: string) => useQuery(participantPhotosQueryOptions(fundRaisingId));

/** POST setParticipantPhotoApproval: approve an under-18's photo, or withdraw the approval. */
export function useSetParticipantPhotoApproval(fundRaisingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['fundraisers', 'participant-photo-approval'] as const,
    mutationFn: async ({ participantId, approved }: { participantId: string; approved: boolean }) =>
      (await call(campaignRouteTable.setParticipantPhotoApproval, { body: { fundRaisingId, participantId, approved } }))
        .data,
    onSuccess: (row) =>
      queryClient.setQueryData<ParticipantPhotoRow[]>(participantPhotosKey(fundRaisingId), (rows) =>
        rows?.map((current) => (current.participantId === row.participantId ? row : current)),
      ),
  });
}
