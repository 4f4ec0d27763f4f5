import type { AddressBookRow } from './address-book-row';
import { parseVCardContacts } from './vcard-contacts';

export const addressBookAccept = '.csv,.vcf,.vcard,text/csv,text/vcard,text/x-vcard';

export const addressBookMessages = {
  wrongType: 'Choose a .csv or .vcf file',
  empty: 'No contacts were found in this file',
  unreadable: 'This file could not be read',
} as const;

/** A file the browser could not turn into contacts; its message says what to do. */
export class AddressBookFileError extends Error {
  override readonly name = 'AddressBookFileError';
}

type AddressBookKind = 'csv' | 'vcard';

function kindOf(file: File): AddressBookKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv') || file.type === 'text/csv') return 'csv';
  if (name.endsWith('.vcf') || name.endsWith('.vcard') || /^text\/(x-)?vcard$/.test(file.type)) return 'vcard';
  return null;
}

// FileReader rather than Blob.text(): the same in every browser the app supports, and in the tests' jsdom.
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/**
 * Reads the people in a CSV or vCard file, in the browser: nothing leaves it until the person asks for a preview.
 * papaparse loads only when a CSV is chosen.
 */
export async function readAddressBookFile(file: File): Promise<AddressBookRow[]> {
  const kind = kindOf(file);
  if (!kind) throw new AddressBookFileError(addressBookMessages.wrongType);
  let text: string;
  try {
    text = await readText(file);
  } catch {
    throw new AddressBookFileError(addressBookMessages.unreadable);
  }
  const rows = kind === 'csv' ? (await import('./csv-contacts')).parseCsvContacts(text) : parseVCardContacts(text);
  if (rows.length === 0) throw new AddressBookFileError(addressBookMessages.empty);
  return rows;
}
