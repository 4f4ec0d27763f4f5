import {
  addContactSchema,
  updateContactSchema,
  type AddContactRequest,
  type Contact,
  type UpdateContactRequest,
} from '@fundplay/contracts';
import type { z } from 'zod';
import { issuesResolver, type FormIssue, type Validation } from '@/lib/forms/issues-resolver';

/** What the contact form holds: text as typed. */
export interface ContactFormValues {
  fullName: string;
  email: string;
  phoneNumber: string;
}

export const emptyContactForm: ContactFormValues = { fullName: '', email: '', phoneNumber: '' };

export function contactFormValuesOf(contact: Contact): ContactFormValues {
  return { fullName: contact.fullName, email: contact.email ?? '', phoneNumber: contact.phoneNumber ?? '' };
}

/**
 * The message of one schema issue. "Email or none" and "phone or none" are unions with '': when both branches
 * fail, zod says only "Invalid input", so the message of the branch that is not '' is the one to show.
 */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.code !== 'invalid_union') return issue.message;
  const branch = issue.errors.find((issues) => issues.some((inner) => inner.code !== 'invalid_value'));
  return branch?.[0]?.message ?? issue.message;
}

function issuesOf(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'fullName'), message: messageOf(issue) }));
}

// The schemas' output says "none" with null; the request takes '' for it.
const requestFields = (contact: z.output<typeof addContactSchema>): AddContactRequest => ({
  fullName: contact.fullName,
  email: contact.email ?? '',
  phoneNumber: contact.phoneNumber ?? '',
});

/** Checks a new contact with the server's rules and messages; a valid one is sent normalised (E.164, lower-case). */
export function validateNewContact(values: ContactFormValues): Validation<AddContactRequest> {
  const result = addContactSchema.safeParse(values);
  return result.success
    ? { ok: true, value: requestFields(result.data) }
    : { ok: false, issues: issuesOf(result.error) };
}

export function validateContactUpdate(contactId: string, values: ContactFormValues): Validation<UpdateContactRequest> {
  const result = updateContactSchema.safeParse({ contactId, ...values });
  return result.success
    ? { ok: true, value: { contactId, ...requestFields(result.data) } }
    : { ok: false, issues: issuesOf(result.error) };
}

export const newContactResolver = issuesResolver(validateNewContact);

export const contactUpdateResolver = (contactId: string) =>
  issuesResolver((values: ContactFormValues) => validateContactUpdate(contactId, values));
