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

function issuesOf(error: z.ZodError): FormIssue[] {
  return error.issues.map((issue) => ({ field: String(issue.path[0] ?? 'fullName'), message: issue.message }));
}

// The schemas' output says "none" with null; the request sends '' for it, as a form would.
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
