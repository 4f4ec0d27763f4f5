/**
 * Outreach rules and texts without zod (issue #11), so the contacts table can show them before any schema loads.
 * The server enforces each rule; the browser repeats them with the same words.
 */

export const outreachLimits = {
  maxNameLength: 120,
  /** Contacts one person may keep. */
  maxContacts: 2000,
  /** Rows one import may carry. */
  maxImportRows: 1000,
  /** A participant under 18 imports at most this many contacts at once (issue #11, minors). */
  minorImportCap: 50,
} as const;

export const outreachMessages = {
  // Spec §8.
  addError: 'Error while adding new contact!',
  deleteError: 'Error while adding deleting contact!',
  deleteFailed: 'Something went while wrong deleting contact!',
  confirmDelete: 'Are you sure you want to delete this contact?',
  // Designed where the spec is silent.
  added: 'Contact added successfully!',
  updated: 'Contact updated successfully!',
  deleted: 'Contact deleted successfully!',
  updateError: 'Error while updating contact!',
  contactsLoadError: 'Contacts could not be loaded',
  noContacts: 'No contacts yet',
  nameRequired: 'Full name is required*',
  emailOrPhone: 'Add an email or a phone number',
  notFound: 'Contact not found',
  duplicate: 'You already have a contact with this email or phone number',
  tooMany: 'You have reached the most contacts one person can keep',
  importTooMany: 'An import can hold at most 1,000 contacts; split the file',
  minorImportCap: 'You can import at most 50 contacts at once. Ask a parent or guardian to help with more.',
  importNothing: 'There is no new contact to import',
  imported: (count: number) => `${count} contact${count === 1 ? '' : 's'} imported`,
  allDeleted: 'All your contacts have been deleted',
  confirmDeleteAll: 'Delete all your contacts? This cannot be undone.',
} as const;

/** What an import preview says of one row. */
export type ImportRowStatus = 'new' | 'duplicate' | 'invalid';
