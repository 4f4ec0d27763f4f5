import {
  campaignPageQuerySchema,
  campaignProfileSchema,
  participantPhotoApprovalSchema,
  supporterMessageVisibilitySchema,
  supportersQuerySchema,
  type CampaignPage,
  type CampaignProfile,
  type ParticipantPhotoRow,
  type SupporterMessageRow,
  type SupportersPage,
} from './campaigns';
import { fundraiserIdQuerySchema } from './fundraisers';
import type { ApiResponse } from './http';
import { defineRoute } from './route-definition';

/** Campaign pages (issue #21): public pages and their wall, the participant's page settings, moderation. */
export const campaignRouteTable = {
  getCampaignPage: defineRoute<ApiResponse<CampaignPage>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getCampaignPage',
    query: campaignPageQuerySchema,
    audience: 'anyone',
  }),
  getSupporters: defineRoute<ApiResponse<SupportersPage>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getSupporters',
    query: supportersQuerySchema,
    audience: 'anyone',
  }),
  /** The 1200×630 PNG link-preview card of a fundraiser, group or participant code (`?code=`). */
  getCampaignCard: defineRoute<Uint8Array>()({
    method: 'GET',
    path: '/api/campaignRoutes/getCampaignCard',
    query: supportersQuerySchema.pick({ code: true }),
    audience: 'anyone',
    envelope: false,
  }),
  getCampaignProfile: defineRoute<ApiResponse<CampaignProfile>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getCampaignProfile',
    query: fundraiserIdQuerySchema,
    audience: 'participants',
  }),
  /** Multipart (fields plus the photo as `image`) or JSON. */
  updateCampaignProfile: defineRoute<ApiResponse<CampaignProfile>>()({
    method: 'PUT',
    path: '/api/campaignRoutes/updateCampaignProfile',
    body: campaignProfileSchema,
    audience: 'participants',
  }),
  getSupporterMessages: defineRoute<ApiResponse<SupporterMessageRow[]>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getSupporterMessages',
    query: fundraiserIdQuerySchema,
    audience: 'admins',
  }),
  setSupporterMessageHidden: defineRoute<ApiResponse<SupporterMessageRow>>()({
    method: 'POST',
    path: '/api/campaignRoutes/setSupporterMessageHidden',
    body: supporterMessageVisibilitySchema,
    audience: 'admins',
    status: 200,
  }),
  getParticipantPhotos: defineRoute<ApiResponse<ParticipantPhotoRow[]>>()({
    method: 'GET',
    path: '/api/campaignRoutes/getParticipantPhotos',
    query: fundraiserIdQuerySchema,
    audience: 'admins',
  }),
  setParticipantPhotoApproval: defineRoute<ApiResponse<ParticipantPhotoRow>>()({
    method: 'POST',
    path: '/api/campaignRoutes/setParticipantPhotoApproval',
    body: participantPhotoApprovalSchema,
    audience: 'admins',
    status: 200,
  }),
} as const;
