import { z } from 'zod';
import { fundraiserStoryField } from '../campaigns/campaign.schema';
import { integerField } from '../integers';
import { validationMessages } from '../messages';
import { safeText } from '../text';
import {
  canonicalTimeZone,
  causeField,
  fundRaisingIdField,
  fundRaisingNameField,
  fundraiserInfoFields,
  goalCentsField,
} from './fields';
import { checkGroupNamesUnique, groupsField, newGroupDraft } from './group-drafts';
import { checkGoalAndCauseForStartToday, checkSchedule } from './schedule';
import { fundraiserMessages } from './status';

// Requests about a fundraiser itself: create it (and the wizard's information step), update it, look it up, search
// for one to join, and switch its public links.

const epochMs = (label: string) =>
  integerField(
    fundraiserMessages.startDateInvalid,
    z
      .number()
      .int(`${label} must be a time in milliseconds`)
      .min(0, fundraiserMessages.startDateInvalid)
      .max(8_640_000_000_000_000, fundraiserMessages.startDateInvalid),
  );

const mustBeTrue = z.literal(true, { error: validationMessages.allChecks });

/**
 * Where the fundraiser takes place, as an IANA time zone (the browser's own when it is created). Outreach counts its
 * senders' days in it, and quiet hours when a recipient's zone is unknown.
 */
const timeZoneField = z
  .string({ error: fundraiserMessages.timeZone })
  .trim()
  .min(1, fundraiserMessages.timeZone)
  .max(64, fundraiserMessages.timeZone)
  .regex(/^[A-Za-z0-9_+\-/]+$/, fundraiserMessages.timeZone)
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: fundraiserMessages.timeZone });
      return z.NEVER;
    }
    return zone;
  });

/** A payout account at the provider (`acct_…`). */
const payoutAccountIdField = z
  .string()
  .trim()
  .regex(/^acct_[A-Za-z0-9]{4,64}$/, 'Choose a payout account');

/** The fields of createFundRaising, before the rules that relate them. */
const createFundraiserFields = z.object({
  ...fundraiserInfoFields,
  fundRaisingStartTime: epochMs('Start time'),
  fundRaisingEndTime: epochMs('End time'),
  termsAccepted: mustBeTrue,
  privacyAccepted: mustBeTrue,
  authorizedAccepted: mustBeTrue,
  timeZone: timeZoneField.optional(),
  fundRaisingGoal: goalCentsField.optional(),
  fundRaisingCause: causeField.optional(),
  groups: groupsField(newGroupDraft).optional(),
  /** A verified payout account of the caller's or the organisation's, for the fundraiser and its new groups. */
  fundRaisingStripe: payoutAccountIdField.optional(),
});

/**
 * The wizard's information step: what createFundRaising checks of the fundraiser itself. The goal and cause a
 * fundraiser starting today needs come in later steps, so they are checked with the whole request at the end.
 */
export const createFundraiserInfoSchema = createFundraiserFields.superRefine((value, ctx) => {
  checkSchedule(value, ctx);
  if (value.groups) checkGroupNamesUnique(value.groups, ctx);
});

/**
 * POST /api/fundRaisingRoutes/createFundRaising (times are epoch ms; end = start + 7 days per week). The wizard sends
 * the goal, cause, groups and payout account with it, created in one transaction: a fundraiser starting today has
 * started, and none of them could be added afterwards, so for one starting today the goal and cause are required.
 */
export const createFundraiserSchema = createFundraiserFields.superRefine((value, ctx) => {
  checkSchedule(value, ctx);
  checkGoalAndCauseForStartToday(value, ctx);
  if (value.groups) checkGroupNamesUnique(value.groups, ctx);
});
export type CreateFundraiserRequest = z.input<typeof createFundraiserSchema>;

/**
 * PUT /api/fundRaisingRoutes/updateFundRaising: any of the info fields, the schedule, the goal and the cause.
 * Multipart (the logo as `image`) or JSON; numbers may arrive as strings from a form.
 */
export const updateFundraiserSchema = z
  .object({
    fundRaisingId: fundRaisingIdField,
    fundRaisingName: fundraiserInfoFields.fundRaisingName.optional(),
    address: fundraiserInfoFields.address.optional(),
    city: fundraiserInfoFields.city.optional(),
    state: fundraiserInfoFields.state.optional(),
    zip: fundraiserInfoFields.zip.optional(),
    fundRaisingTaxId: fundraiserInfoFields.fundRaisingTaxId.optional(),
    fundRaisingRoutingNumber: fundraiserInfoFields.fundRaisingRoutingNumber.optional(),
    fundRaisingAccountNumber: fundraiserInfoFields.fundRaisingAccountNumber.optional(),
    fundRaisingStartTime: epochMs('Start time').optional(),
    fundRaisingEndTime: epochMs('End time').optional(),
    fundRaisingGoal: goalCentsField.optional(),
    fundRaisingCause: causeField.optional(),
    /** The story on the campaign pages (issue #21); the cover photo comes as the multipart file `coverImage`. */
    fundRaisingStory: fundraiserStoryField.optional(),
  })
  .superRefine((value, ctx) => {
    const { fundRaisingStartTime, fundRaisingEndTime } = value;
    if ((fundRaisingStartTime === undefined) !== (fundRaisingEndTime === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['fundRaisingEndTime'], message: 'Send the start and end together' });
    } else if (fundRaisingStartTime !== undefined && fundRaisingEndTime !== undefined) {
      checkSchedule({ fundRaisingStartTime, fundRaisingEndTime }, ctx);
    }
  });
export type UpdateFundraiserRequest = z.input<typeof updateFundraiserSchema>;

export const fundraiserIdQuerySchema = z.object({ fundRaisingId: fundRaisingIdField });
export const similarFundraisersQuerySchema = z.object({ fundRaisingName: fundRaisingNameField });
/** The "Request to join" search: a few characters at least, and a short page of matches. */
export const joinSearchLimits = { minLength: 3, maxResults: 20 } as const;
export const joinSearchTooShort = `Type at least ${joinSearchLimits.minLength} characters of the fundraiser’s name, or its code`;

/**
 * GET /api/fundRaisingRoutes/getFundRaising?search=…: fundraisers a participant can ask to join, found by part of
 * the name or by a code the fundraiser hands out (its public participant sign-up link or a donation link's code).
 * There is no list of every fundraiser: a search must name one.
 */
export const joinableFundraisersQuerySchema = z.object({
  search: safeText(
    z
      .string({ error: joinSearchTooShort })
      .trim()
      .min(joinSearchLimits.minLength, joinSearchTooShort)
      .max(100, 'Search with at most 100 characters'),
  ),
});

/** PUT updateAdminGeneralInvitationLink / updateParticipantGeneralInvitationLink */
export const publicLinkStatusSchema = z.object({
  fundRaisingId: fundRaisingIdField,
  status: z.boolean({ error: 'Choose whether the link is active' }),
});
