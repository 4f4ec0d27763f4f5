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
  /** Messages one contact (or member) may receive from one sender per fundraiser, all channels together. */
  maxMessagesPerRecipient: 3,
  /** Hours that must pass between two messages on the same channel to the same person. */
  minHoursBetweenMessages: 48,
  /** No message is delivered from this hour (inclusive) ... */
  quietHoursStart: 21,
  /** ... until this hour, in the recipient's time zone. */
  quietHoursEnd: 8,
  /** Recipients one send may name. */
  maxRecipientsPerSend: 200,
  /** The optional personal line a sender adds to the template. */
  maxNoteLength: 280,
} as const;

export const outreachChannels = ['email', 'sms'] as const;
export type OutreachChannel = (typeof outreachChannels)[number];

/**
 * A message's life: `scheduled` (held back by a limit, sent later by itself), `queued` (waiting for the worker),
 * `sent` (the provider accepted it), `delivered` (the provider confirmed, or the dev mailbox holds it), `failed`,
 * `opted_out` (the recipient had opted out when it was due: never sent), `not_sent` (a limit that time cannot lift).
 */
export const outreachStatuses = [
  'scheduled',
  'queued',
  'sent',
  'delivered',
  'failed',
  'opted_out',
  'not_sent',
] as const;
export type OutreachStatus = (typeof outreachStatuses)[number];

export const outreachStatusLabels: Record<OutreachStatus, string> = {
  scheduled: 'Scheduled',
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  opted_out: 'Opted out',
  not_sent: 'Not sent',
};

/** Why a message is held back (scheduled) or not sent. */
export const outreachHoldReasons = ['spacing', 'quietHours', 'dailyCap', 'recipientLimit', 'optedOut'] as const;
export type OutreachHoldReason = (typeof outreachHoldReasons)[number];

export const outreachHoldReasonTexts: Record<OutreachHoldReason, string> = {
  spacing: 'At least 48 hours must pass between messages to the same person',
  quietHours: "No messages between 9 PM and 8 AM in the recipient's time zone",
  dailyCap: 'You reached the most messages you can send in one day',
  recipientLimit: 'This person already received 3 messages about this fundraiser',
  optedOut: 'This person asked not to receive messages from FundPlay',
};

export const outreachMessages = {
  // Spec §8.
  addError: 'Error while adding new contact!',
  deleteError: 'Error while deleting the contact!',
  deleteFailed: 'Something went wrong while deleting the contact!',
  confirmDelete: 'Are you sure you want to delete this contact?',
  // Designed where the spec is silent.
  added: 'Contact added successfully!',
  updated: 'Contact updated successfully!',
  deleted: 'Contact deleted successfully!',
  updateError: 'Error while updating contact!',
  contactsLoadError: 'Contacts could not be loaded',
  noContacts: 'No contacts yet',
  nameRequired: 'Full name is required',
  emailOrPhone: 'Add an email or a phone number',
  notFound: 'Contact not found',
  duplicate: 'You already have a contact with this email or phone number',
  tooMany: 'You have reached the most contacts one person can keep',
  importTooMany: 'An import can hold at most 1,000 contacts; split the file',
  minorImportCap: 'You can import at most 50 contacts at once. Ask a parent or guardian to help with more.',
  importNothing: 'There is no new contact to import',
  imported: (count: number) => `${count} contact${count === 1 ? '' : 's'} imported`,
  allDeleted: 'All your contacts have been deleted',
  confirmDeleteAll: 'Delete all your contacts and your message history? This cannot be undone.',
  // Outreach (issue #11): sending, consent.
  noRecipients: 'Choose at least one person to message',
  tooManyRecipients: 'You can message at most 200 people at once',
  noteTooLong: 'Your message must be at most 280 characters',
  adminNoteRequired: 'Write the message to send',
  recipientNotFound: 'One of the people you chose is no longer available to message',
  noEmailAddress: 'has no email address',
  noPhoneNumber: 'has no phone number',
  sendFailed: 'Your messages could not be sent. Please try again.',
  messagesLoadError: 'Messages could not be loaded',
  noMessages: 'No messages sent yet',
  notAMember: 'You are not a participant of this fundraiser',
  noReferralCode: 'Generate your referral link before messaging people',
  unsubscribeNotFound: 'This unsubscribe link is not valid',
  unsubscribed: 'You will not receive any more messages from FundPlay at this address',
  resubscribed: 'You can receive messages from FundPlay at this address again',
  reportLoadError: 'The outreach report could not be loaded',
  invalidWebhookSignature: 'Invalid signature',
} as const;

/** What an import preview says of one row. */
export type ImportRowStatus = 'new' | 'duplicate' | 'invalid';
