import { z } from 'zod';
import { validationMessages } from '../messages';
import { emailField } from '../site';
import { integerField } from '../integers';
import { safeText } from '../text';
import { manualDonationLabelField, supporterMessageField } from '../campaigns/campaign.schema';
import { fundRaisingIdField, groupIdField } from '../fundraisers/fields';
import { moneyLimits, moneyMessages } from './rules';

// Gifts: donations through a referral code, the sponsors behind business gifts, and money given outside the card
// flow (manual funds).

const requiredText = (label: string, max: number) =>
  safeText(
    z
      .string({ error: validationMessages.required(label) })
      .trim()
      .min(1, validationMessages.required(label))
      .max(max, `${label} must be at most ${max} characters`),
  );

const wholeCents = (message: string) =>
  integerField(
    message,
    z
      .number()
      .int(message)
      .refine((cents) => cents % 100 === 0, message),
  );

export const donorTypes = ['individual', 'business'] as const;
export type DonorType = (typeof donorTypes)[number];

const websiteUrlField = z
  .string({ error: validationMessages.required('Website URL') })
  .trim()
  .min(1, validationMessages.required('Website URL'))
  .max(2000)
  .refine((value) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value), moneyMessages.websiteUrlInvalid);

/**
 * POST /api/authRoutes/getDonations: a gift through a referral code. `amount` is the gift in cents, whole dollars,
 * at least $5; a business gift (a sponsorship) is a multiple of $5 and names the sponsor created by addSponsor.
 * `coverFee` adds the platform fee on top so the whole gift reaches the cause.
 */
export const donationSchema = z
  .object({
    referalCode: z.string({ error: moneyMessages.invalidReferral }).trim().min(1).max(100),
    amount: wholeCents(moneyMessages.wholeDollars)
      .refine((cents) => cents >= moneyLimits.minDonationCents, moneyMessages.donationMinimum)
      .refine((cents) => cents <= moneyLimits.maxDonationCents, moneyMessages.donationMaximum),
    type: z.enum(donorTypes).default('individual'),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    email: emailField(),
    anonymous: z.boolean().default(false),
    /** The donor's words on the supporters wall (up to 280 characters); fundraiser admins can hide them. */
    message: supporterMessageField.optional(),
    /** false: the wall shows the gift without its amount. */
    showAmount: z.boolean().default(true),
    coverFee: z.boolean().default(false),
    /** Business gifts: the sponsor answered by addSponsor for this fundraiser. */
    sponsorId: z.uuid().optional(),
    /**
     * The personal tracking code of the outreach message that brought the donor (`?t=` on the referral link),
     * so the gift is attributed to that message. A malformed one is ignored, never a reason to refuse a gift.
     */
    trackingCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional()
      .catch(undefined),
  })
  .superRefine((donation, ctx) => {
    if (donation.type !== 'business') return;
    if (donation.amount % moneyLimits.sponsorshipStepCents !== 0) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: moneyMessages.sponsorshipMultiple });
    }
    if (!donation.sponsorId) {
      ctx.addIssue({ code: 'custom', path: ['sponsorId'], message: moneyMessages.sponsorRequired });
    }
    if (donation.anonymous) {
      ctx.addIssue({ code: 'custom', path: ['anonymous'], message: moneyMessages.businessNotAnonymous });
    }
  });
export type DonationRequest = z.input<typeof donationSchema>;

/**
 * POST /api/sponsorRoutes/addSponsor (multipart: these fields plus the logo as `image`, png or jpeg, required
 * for a business). PUT /api/sponsorRoutes/updateSponsor adds `sponsorId`; its logo is optional.
 */
export const sponsorFieldsSchema = z
  .object({
    fundRaisingId: fundRaisingIdField,
    type: z.enum(donorTypes).default('business'),
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    businessName: safeText(z.string().trim().max(120)).optional(),
    websiteUrl: websiteUrlField.optional(),
  })
  .superRefine((sponsor, ctx) => {
    if (sponsor.type !== 'business') return;
    if (!sponsor.businessName) {
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: validationMessages.required('Business name') });
    }
    if (!sponsor.websiteUrl) {
      ctx.addIssue({ code: 'custom', path: ['websiteUrl'], message: validationMessages.required('Website URL') });
    }
  });
export type SponsorFields = z.input<typeof sponsorFieldsSchema>;

export const updateSponsorFieldsSchema = z.intersection(sponsorFieldsSchema, z.object({ sponsorId: z.uuid() }));
export type UpdateSponsorFields = z.input<typeof updateSponsorFieldsSchema>;

/** GET /api/sponsorRoutes/getSponsor?fundRaisingId */
export const sponsorsQuerySchema = z.object({ fundRaisingId: fundRaisingIdField });

/** POST /api/adminRoutes/addManualDonation: money given outside the card flow, credited to a participant. */
export const manualDonationSchema = z
  .object({
    amount: wholeCents(moneyMessages.manualWholeDollars)
      .refine((cents) => cents >= 100, moneyMessages.manualMinimum)
      .refine((cents) => cents <= moneyLimits.maxDonationCents, moneyMessages.donationMaximum),
    comments: safeText(z.string().trim().max(500, 'Comments must be at most 500 characters')).optional(),
    /** How the supporters wall names this money ("Bake sale"); absent: "Offline gift". */
    label: manualDonationLabelField.optional(),
    participantId: z.uuid({ error: 'Choose a participant' }),
    fundRaiserId: fundRaisingIdField.optional(),
    groupId: groupIdField.optional(),
  })
  .refine((body) => Boolean(body.fundRaiserId) !== Boolean(body.groupId), {
    message: 'Choose the fundraiser or one group',
    path: ['fundRaiserId'],
  });
export type ManualDonationRequest = z.input<typeof manualDonationSchema>;
