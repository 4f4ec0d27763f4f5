import { z } from 'zod';
import { phoneField } from './identity';
import { validationMessages } from './messages';
import {
  outreachChannels,
  outreachLimits,
  outreachMessages,
  type ImportRowStatus,
  type OutreachChannel,
  type OutreachHoldReason,
  type OutreachStatus,
} from './outreach-rules';
import { safeText } from './text';

export * from './outreach-rules';

/*
 * Contacts (issue #11): the people a participant may invite to give. A contact belongs to the person who added it;
 * nobody else, administrators included, ever reads it.
 */

const fullNameField = safeText(
  z
    .string({ error: outreachMessages.nameRequired })
    .trim()
    .min(1, outreachMessages.nameRequired)
    .max(outreachLimits.maxNameLength, `Full name must be at most ${outreachLimits.maxNameLength} characters`),
);
/** A blank or absent value means "none" (null); anything else must be valid, with the field's own message. */
const blankAsNone = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;
/** An email, lower-cased, or null. */
const optionalEmailField = z.preprocess(
  blankAsNone,
  z
    .string({ error: validationMessages.email })
    .trim()
    .max(254, validationMessages.email)
    .pipe(z.email({ error: validationMessages.email }))
    .transform((email) => email.toLowerCase())
    .nullable(),
) as z.ZodType<string | null, string | null | undefined>;
/** A phone number in E.164, or null. */
const optionalPhoneField = z.preprocess(blankAsNone, phoneField.nullable()) as z.ZodType<
  string | null,
  string | null | undefined
>;

const contactFields = z
  .object({
    fullName: fullNameField,
    email: optionalEmailField,
    phoneNumber: optionalPhoneField,
  })
  .superRefine((contact, ctx) => {
    if (!contact.email && !contact.phoneNumber) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: outreachMessages.emailOrPhone });
    }
  });

/** POST /api/contactRoutes/addContact */
export const addContactSchema = contactFields;
export type AddContactRequest = z.input<typeof addContactSchema>;

/** PUT /api/contactRoutes/updateContact (spec §7: contactId, fullName, email, phoneNumber) */
export const updateContactSchema = z.intersection(
  z.object({ contactId: z.uuid(outreachMessages.notFound) }),
  contactFields,
);
export type UpdateContactRequest = z.input<typeof updateContactSchema>;

/** DELETE /api/contactRoutes/deleteContact?contactId */
export const deleteContactQuerySchema = z.object({ contactId: z.uuid(outreachMessages.notFound) });

/** One row read from an address-book file (CSV or vCard) in the browser, not yet checked. */
const importRowField = z.object({
  fullName: z.string().max(1000).optional().default(''),
  email: z.string().max(1000).optional().default(''),
  phoneNumber: z.string().max(1000).optional().default(''),
});

/**
 * POST /api/contactRoutes/previewImport and POST /api/contactRoutes/importContacts: the rows the browser read from
 * the file. The preview says which are new, duplicates or invalid and saves nothing; the import saves the new ones.
 */
export const importContactsSchema = z.object({
  rows: z
    .array(importRowField)
    .min(1, outreachMessages.importNothing)
    .max(outreachLimits.maxImportRows, outreachMessages.importTooMany),
});
export type ImportContactsRequest = z.input<typeof importContactsSchema>;

/** A contact (spec §5 "Contact"). */
export interface Contact {
  _id: string;
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  createdAt: string;
}

/** One row of an import preview, as the server normalised it. */
export interface ImportPreviewRow {
  /** 1-based position in the rows sent. */
  row: number;
  fullName: string;
  email: string | null;
  phoneNumber: string | null;
  status: ImportRowStatus;
  /** Why a row is a duplicate or invalid. */
  reason?: string;
}

/** data of POST /api/contactRoutes/previewImport */
export interface ImportPreview {
  rows: ImportPreviewRow[];
  counts: Record<ImportRowStatus, number>;
  /** How many of the new rows one import may take for this person (the minors' cap), or null when unlimited. */
  importCap: number | null;
}

/** data of POST /api/contactRoutes/importContacts */
export interface ImportResult {
  imported: number;
  duplicates: number;
  invalid: number;
  contacts: Contact[];
}

/* ---------- Sending (issue #11) ---------- */

const noteField = safeText(z.string().trim().max(outreachLimits.maxNoteLength, outreachMessages.noteTooLong));

/** Whom a participant messages: one of their contacts, or one of their team members (by account id). */
export const outreachRecipientSchema = z.object({
  kind: z.enum(['contact', 'teamMember']),
  id: z.uuid(outreachMessages.recipientNotFound),
});
export type OutreachRecipient = z.infer<typeof outreachRecipientSchema>;

/**
 * POST /api/outreachRoutes/sendMessages: a participant sends the FundPlay template (their name, the fundraiser,
 * their referral link with a personal tracking code per recipient, and the way out) by email or text.
 */
export const sendOutreachSchema = z.object({
  fundRaiserId: z.uuid(outreachMessages.notAMember),
  channel: z.enum(outreachChannels),
  recipients: z
    .array(outreachRecipientSchema)
    .min(1, outreachMessages.noRecipients)
    .max(outreachLimits.maxRecipientsPerSend, outreachMessages.tooManyRecipients),
  note: noteField.optional().default(''),
});
export type SendOutreachRequest = z.input<typeof sendOutreachSchema>;

/** GET /api/outreachRoutes/getMessages?fundRaiserId: what the caller sent in this fundraiser, newest first. */
export const outreachMessagesQuerySchema = z.object({ fundRaiserId: z.uuid(outreachMessages.notAMember) });

/**
 * POST /api/adminRoutes/sendOutreachMessages: an administrator holding `sendEmailAndTexts` messages the
 * fundraiser's participants or team members (never contacts), all of them or the chosen accounts.
 */
export const adminSendOutreachSchema = z.object({
  fundRaiserId: z.uuid(outreachMessages.recipientNotFound),
  channel: z.enum(outreachChannels),
  audience: z.enum(['participants', 'teamMembers']),
  /** Account ids of the chosen people; absent or empty means everyone in the audience. */
  accountIds: z.array(z.uuid(outreachMessages.recipientNotFound)).max(2000).optional().default([]),
  note: safeText(
    z
      .string({ error: outreachMessages.adminNoteRequired })
      .trim()
      .min(1, outreachMessages.adminNoteRequired)
      .max(outreachLimits.maxNoteLength, outreachMessages.noteTooLong),
  ),
});
export type AdminSendOutreachRequest = z.input<typeof adminSendOutreachSchema>;

/** GET /api/adminRoutes/getOutreachReport?fundRaiserId */
export const outreachReportQuerySchema = z.object({ fundRaiserId: z.uuid(outreachMessages.recipientNotFound) });

/** GET /api/adminRoutes/getOutreachAudience?fundRaiserId */
export const outreachAudienceQuerySchema = z.object({ fundRaiserId: z.uuid(outreachMessages.recipientNotFound) });

/** The token of an unsubscribe link (`/unsubscribe/{token}`). */
const consentTokenField = z
  .string({ error: outreachMessages.unsubscribeNotFound })
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, outreachMessages.unsubscribeNotFound);

/** GET /api/outreachRoutes/getConsent?token */
export const consentQuerySchema = z.object({ token: consentTokenField });
/** POST /api/outreachRoutes/setConsent: the unsubscribe page's choice, reversible. */
export const setConsentSchema = z.object({ token: consentTokenField, subscribed: z.boolean() });
export type SetConsentRequest = z.input<typeof setConsentSchema>;

/** POST /api/dev/messages/reply (outside production): a text reply from a phone, as Twilio would forward it. */
export const devReplySchema = z.object({
  from: phoneField,
  body: z.string().trim().min(1).max(1600),
});
export type DevReplyRequest = z.input<typeof devReplySchema>;

/** One message as its sender sees it: to whom, how, and where it stands. */
export interface OutreachMessage {
  _id: string;
  channel: OutreachChannel;
  recipientKind: 'contact' | 'teamMember' | 'participant';
  recipientName: string;
  /** The email or phone it goes to. */
  address: string;
  status: OutreachStatus;
  /** Why it is scheduled or not sent (see outreachHoldReasonTexts). */
  holdReason: OutreachHoldReason | null;
  /** When a scheduled message will go out. */
  sendAt: string;
  sentAt: string | null;
  deliveredAt: string | null;
  /** The provider's or our own explanation of a failure. */
  error: string | null;
  createdAt: string;
}

/** data of POST /api/outreachRoutes/sendMessages and POST /api/adminRoutes/sendOutreachMessages */
export interface OutreachSendResult {
  messages: OutreachMessage[];
  /** People chosen who cannot get this channel (no email or no phone), by name. */
  skipped: { name: string; reason: string }[];
  counts: Record<OutreachStatus, number>;
}

/** One participant's row of the administrators' outreach report: counts only, never who was messaged. */
export interface OutreachReportRow {
  participantId: string;
  name: string;
  emails: number;
  texts: number;
  delivered: number;
  failed: number;
  optedOut: number;
  scheduled: number;
  /** Donations made through this participant's outreach tracking codes. */
  donations: number;
  donationsCents: number;
}

/** data of GET /api/adminRoutes/getOutreachReport */
export interface OutreachReport {
  participants: OutreachReportRow[];
  totals: Omit<OutreachReportRow, 'participantId' | 'name'>;
  /** What the fundraiser's administrators sent to its members. */
  adminMessages: OutreachMessage[];
}

/** A member of the fundraiser an administrator may choose to message. */
export interface OutreachAudienceMember {
  /** The member's account id, as `accountIds` of the administrators' send takes it. */
  _id: string;
  name: string;
  /** A team member: the participant whose team they are on; null for participants or when that participant left. */
  teamOf: string | null;
}

/**
 * data of GET /api/adminRoutes/getOutreachAudience: whom an administrator holding `sendEmailAndTexts` may choose in
 * each audience of `adminSendOutreachMessages`, by name only (addresses stay with the send), sorted by name.
 */
export interface OutreachAudience {
  participants: OutreachAudienceMember[];
  teamMembers: OutreachAudienceMember[];
}

/** data of GET /api/outreachRoutes/getConsent: what the unsubscribe page shows. */
export interface ConsentPreference {
  channel: OutreachChannel;
  /** The address, partly masked (j•••@example.com, •••••••0123). */
  maskedAddress: string;
  subscribed: boolean;
  changedAt: string | null;
}
