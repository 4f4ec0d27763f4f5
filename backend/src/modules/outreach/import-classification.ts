import {
  addContactSchema,
  outreachMessages,
  type ImportContactsRequest,
  type ImportPreviewRow,
  type ImportRowStatus,
} from '@fundplay/contracts';
import { ContactKeySet, type ContactKeys } from './contact-book';

type ImportRow = ImportContactsRequest['rows'][number];

export interface ImportClassification {
  rows: ImportPreviewRow[];
  counts: Record<ImportRowStatus, number>;
}

/**
 * Says of each row read from a file whether it is new, a duplicate (of a contact the owner keeps or of an earlier row
 * of the same file) or invalid, with the same field rules as adding one contact by hand.
 */
export function classifyImport(rows: readonly ImportRow[], existing: Iterable<ContactKeys>): ImportClassification {
  const seen = new ContactKeySet(existing);
  const counts: Record<ImportRowStatus, number> = { new: 0, duplicate: 0, invalid: 0 };
  const classified = rows.map((raw, index): ImportPreviewRow => {
    const row = index + 1;
    const parsed = addContactSchema.safeParse(raw);
    if (!parsed.success) {
      counts.invalid += 1;
      return {
        row,
        fullName: (raw.fullName ?? '').trim(),
        email: (raw.email ?? '').trim() || null,
        phoneNumber: (raw.phoneNumber ?? '').trim() || null,
        status: 'invalid',
        reason: parsed.error.issues[0]?.message ?? outreachMessages.addError,
      };
    }
    const contact = parsed.data;
    if (seen.has(contact)) {
      counts.duplicate += 1;
      return { row, ...contact, status: 'duplicate', reason: outreachMessages.duplicate };
    }
    seen.add(contact);
    counts.new += 1;
    return { row, ...contact, status: 'new' };
  });
  return { rows: classified, counts };
}
