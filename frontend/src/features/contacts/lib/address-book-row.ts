/** One person read from an address-book file, as the file spelled it; the server checks and normalises it. */
export interface AddressBookRow {
  fullName: string;
  email: string;
  phoneNumber: string;
}

/** The contract takes at most this many characters per field; longer text is cut so one bad cell cannot sink a file. */
const maxFieldLength = 1000;

export function addressBookRow(fullName: string, email: string, phoneNumber: string): AddressBookRow {
  const clean = (value: string) => value.replace(/\s+/g, ' ').trim().slice(0, maxFieldLength);
  return { fullName: clean(fullName), email: clean(email), phoneNumber: clean(phoneNumber) };
}

export function isBlankRow(row: AddressBookRow): boolean {
  return !row.fullName && !row.email && !row.phoneNumber;
}
