import type { ApiResponse } from './http';
import {
  addContactSchema,
  adminSendOutreachSchema,
  consentQuerySchema,
  devReplySchema,
  outreachAudienceQuerySchema,
  outreachMessagesQuerySchema,
  outreachReportQuerySchema,
  sendOutreachSchema,
  setConsentSchema,
  type ConsentPreference,
  type OutreachAudience,
  type OutreachMessage,
  type OutreachReport,
  type OutreachSendResult,
  deleteContactQuerySchema,
  importContactsSchema,
  updateContactSchema,
  type Contact,
  type ImportPreview,
  type ImportResult,
} from './outreach';
import { defineRoute } from './route-definition';

/** Contacts (spec §7 "contacts", issue #11): a participant's own address book. */
export const outreachRouteTable = {
  getContacts: defineRoute<ApiResponse<Contact[]>>()({
    method: 'GET',
    path: '/api/contactRoutes/getContacts',
    audience: 'participants',
  }),
  addContact: defineRoute<ApiResponse<Contact>>()({
    method: 'POST',
    path: '/api/contactRoutes/addContact',
    body: addContactSchema,
    audience: 'participants',
  }),
  updateContact: defineRoute<ApiResponse<Contact>>()({
    method: 'PUT',
    path: '/api/contactRoutes/updateContact',
    body: updateContactSchema,
    audience: 'participants',
  }),
  deleteContact: defineRoute<ApiResponse<null>>()({
    method: 'DELETE',
    path: '/api/contactRoutes/deleteContact',
    query: deleteContactQuerySchema,
    audience: 'participants',
  }),
  /** Saves nothing: says which rows are new, duplicates (same email or phone) or invalid. */
  previewImport: defineRoute<ApiResponse<ImportPreview>>()({
    method: 'POST',
    path: '/api/contactRoutes/previewImport',
    body: importContactsSchema,
    audience: 'participants',
    status: 200,
  }),
  importContacts: defineRoute<ApiResponse<ImportResult>>()({
    method: 'POST',
    path: '/api/contactRoutes/importContacts',
    body: importContactsSchema,
    audience: 'participants',
  }),
  /** Deletes every contact of the caller and the caller's whole message history in one action. */
  deleteAllContacts: defineRoute<ApiResponse<{ deleted: number; messagesDeleted: number }>>()({
    method: 'DELETE',
    path: '/api/contactRoutes/deleteAllContacts',
    audience: 'participants',
  }),
  /** Sends the template by email or text to chosen contacts or team members, under the outreach limits. */
  sendOutreachMessages: defineRoute<ApiResponse<OutreachSendResult>>()({
    method: 'POST',
    path: '/api/outreachRoutes/sendMessages',
    body: sendOutreachSchema,
    audience: 'participants',
  }),
  getOutreachMessages: defineRoute<ApiResponse<OutreachMessage[]>>()({
    method: 'GET',
    path: '/api/outreachRoutes/getMessages',
    query: outreachMessagesQuerySchema,
    audience: 'participants',
  }),
  adminSendOutreachMessages: defineRoute<ApiResponse<OutreachSendResult>>()({
    method: 'POST',
    path: '/api/adminRoutes/sendOutreachMessages',
    body: adminSendOutreachSchema,
    audience: { privilege: 'sendEmailAndTexts' },
  }),
  /** The participants and team members an administrator may choose to message: the send's audiences, by name. */
  getOutreachAudience: defineRoute<ApiResponse<OutreachAudience>>()({
    method: 'GET',
    path: '/api/adminRoutes/getOutreachAudience',
    query: outreachAudienceQuerySchema,
    audience: { privilege: 'sendEmailAndTexts' },
  }),
  getOutreachReport: defineRoute<ApiResponse<OutreachReport>>()({
    method: 'GET',
    path: '/api/adminRoutes/getOutreachReport',
    query: outreachReportQuerySchema,
    audience: 'approved-admins',
  }),
  getConsent: defineRoute<ApiResponse<ConsentPreference>>()({
    method: 'GET',
    path: '/api/outreachRoutes/getConsent',
    query: consentQuerySchema,
    audience: 'anyone',
  }),
  setConsent: defineRoute<ApiResponse<ConsentPreference>>()({
    method: 'POST',
    path: '/api/outreachRoutes/setConsent',
    body: setConsentSchema,
    audience: 'anyone',
    status: 200,
  }),
  /** RFC 8058 one-click unsubscribe (the List-Unsubscribe-Post header of every outreach email). */
  oneClickUnsubscribe: defineRoute<{ unsubscribed: true }>()({
    method: 'POST',
    path: '/api/outreachRoutes/oneClickUnsubscribe',
    query: consentQuerySchema,
    audience: 'anyone',
    envelope: false,
    status: 200,
  }),
  /** Twilio's inbound messages (STOP, START, HELP), signed with X-Twilio-Signature; answers TwiML. */
  twilioInboundWebhook: defineRoute<string>()({
    method: 'POST',
    path: '/api/webhooks/twilio',
    audience: 'anyone',
    envelope: false,
    status: 200,
  }),
  /** Twilio's message status callback (sent, delivered, undelivered, failed), signed likewise. */
  twilioStatusWebhook: defineRoute<string>()({
    method: 'POST',
    path: '/api/webhooks/twilio/status',
    audience: 'anyone',
    envelope: false,
    status: 200,
  }),
  /** Outside production: a reply from a phone to a text, delivered to the Twilio webhook signed as Twilio would. */
  devReply: defineRoute<ApiResponse<{ reply: string | null }>>()({
    method: 'POST',
    path: '/api/dev/messages/reply',
    body: devReplySchema,
    audience: 'anyone',
    status: 200,
  }),
} as const;
