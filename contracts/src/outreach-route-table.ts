import type { ApiResponse } from './http';
import {
  addContactSchema,
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
  }),
  importContacts: defineRoute<ApiResponse<ImportResult>>()({
    method: 'POST',
    path: '/api/contactRoutes/importContacts',
    body: importContactsSchema,
    audience: 'participants',
  }),
  /** Deletes every contact of the caller in one action. */
  deleteAllContacts: defineRoute<ApiResponse<{ deleted: number }>>()({
    method: 'DELETE',
    path: '/api/contactRoutes/deleteAllContacts',
    audience: 'participants',
  }),
} as const;
