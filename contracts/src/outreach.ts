import { z } from 'zod';
import { phoneField } from './identity';
import { validationMessages } from './messages';
import { outreachLimits, outreachMessages, type ImportRowStatus } from './outreach-rules';
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
