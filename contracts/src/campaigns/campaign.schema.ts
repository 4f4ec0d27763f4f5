import { z } from 'zod';
import { fundRaisingIdField } from '../fundraisers/fields';
import { integerField } from '../integers';
import { safeText } from '../text';
import { campaignLimits, campaignMessages } from './campaign-limits';

// Campaign pages (issue #21): the public fundraiser, group and participant pages, the supporters wall, the
// participant's own page settings and the admins' moderation of both.

/** A donor's optional message on the supporters wall (multi-line, plain text, shown escaped). */
export const supporterMessageField = safeText(
  z.string().trim().max(campaignLimits.supporterMessageMax, campaignMessages.supporterMessageLength),
  { multiline: true },
);

/** The fundraiser's story on its page: plain paragraphs separated by blank lines; links are shown as text. */
export const fundraiserStoryField = safeText(
  z.string().trim().max(campaignLimits.storyMax, campaignMessages.storyLength),
  { multiline: true },
);

/** How the admin labels money given outside the card flow on the wall ("Bake sale"); absent: "Offline gift". */
export const manualDonationLabelField = safeText(
  z.string().trim().max(campaignLimits.manualLabelMax, campaignMessages.manualLabelLength),
);

const campaignCode = z.string().trim().min(1).max(100);
const slug = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(80);

/** GET /api/campaignRoutes/getCampaignPage?code=… (a participant, group or fundraiser code) or ?slug=… (`/f/{slug}`). */
export const campaignPageQuerySchema = z
  .object({ code: campaignCode.optional(), slug: slug.optional() })
  .refine((query) => Boolean(query.code) !== Boolean(query.slug), { message: campaignMessages.codeOrSlug });
export type CampaignPageQuery = z.input<typeof campaignPageQuerySchema>;

/** GET /api/campaignRoutes/getSupporters?code=…&cursor=…: the next page of the wall the code's page shows. */
export const supportersQuerySchema = z.object({
  code: campaignCode,
  /** `nextCursor` of the previous page. */
  cursor: z.string().trim().max(200).optional(),
});
export type SupportersQuery = z.input<typeof supportersQuerySchema>;

/** POST /api/campaignRoutes/setSupporterMessageHidden: a fundraiser admin hides (or restores) a gift's message. */
export const supporterMessageVisibilitySchema = z.object({
  fundRaisingId: fundRaisingIdField,
  donationId: z.uuid({ error: 'Choose a gift' }),
  hidden: z.boolean({ error: 'Choose whether the message is hidden' }),
});
export type SupporterMessageVisibilityRequest = z.input<typeof supporterMessageVisibilitySchema>;

const formBoolean = (message: string) =>
  z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value), z.boolean({ error: message }));

/**
 * PUT /api/campaignRoutes/updateCampaignProfile: the participant's own page. Multipart (these fields plus an
 * optional photo as `image`) or JSON; `removePhoto` deletes the current photo.
 */
export const campaignProfileSchema = z.object({
  fundRaisingId: fundRaisingIdField,
  whyRaising: safeText(z.string().trim().max(campaignLimits.whyRaisingMax, campaignMessages.whyRaisingLength), {
    multiline: true,
  }).optional(),
  /** Cents, whole dollars; absent keeps the current goal, null returns to the default (group goal ÷ members). */
  personalGoal: integerField(
    campaignMessages.personalGoalWhole,
    z
      .number()
      .int(campaignMessages.personalGoalWhole)
      .min(campaignLimits.personalGoalMinCents, campaignMessages.personalGoalWhole)
      .max(campaignLimits.personalGoalMaxCents, campaignMessages.personalGoalWhole)
      .refine((cents) => cents % 100 === 0, campaignMessages.personalGoalWhole),
  )
    .nullable()
    .optional(),
  showPhoto: formBoolean('Choose whether your photo shows').optional(),
  showMessage: formBoolean('Choose whether your message shows').optional(),
  removePhoto: formBoolean('Choose whether to remove the photo').optional(),
});
export type CampaignProfileRequest = z.input<typeof campaignProfileSchema>;

/** POST /api/campaignRoutes/setParticipantPhotoApproval: an admin approves (or withdraws) an under-18's photo. */
export const participantPhotoApprovalSchema = z.object({
  fundRaisingId: fundRaisingIdField,
  participantId: z.uuid({ error: 'Choose a participant' }),
  approved: z.boolean({ error: 'Choose whether the photo is approved' }),
});
export type ParticipantPhotoApprovalRequest = z.input<typeof participantPhotoApprovalSchema>;
