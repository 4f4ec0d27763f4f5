import Papa from 'papaparse';
import { addressBookRow, isBlankRow, type AddressBookRow } from './address-book-row';

/** Where each field sits in a row (column indexes; several name columns are joined with a space). */
interface ColumnMap {
  name: number[];
  email: number | null;
  phone: number | null;
}

const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

// Exports from Google, Outlook and phones name their columns "E-mail 1 - Value", "Mobile Phone", "Given Name"…;
// the "… Type" / "… Label" columns beside them say what kind of address it is, not the address.
const isDescriptor = (key: string) => /(type|label|kind)$/.test(key);
const fullNameKeys = new Set(['name', 'fullname', 'displayname', 'contactname', 'contact', 'nom', 'nombre']);
const firstNameKeys = new Set(['firstname', 'givenname', 'first', 'forename']);
const middleNameKeys = new Set(['middlename', 'additionalname', 'middle']);
const lastNameKeys = new Set(['lastname', 'familyname', 'surname', 'last']);
const isEmailKey = (key: string) => (key.includes('email') && !key.endsWith('name')) || key === 'mail';
const isPhoneKey = (key: string) => /phone|mobile|cell|^tel|telephone/.test(key);

/** The columns a header row names, or null when the row is not a header. */
function columnsFromHeader(header: readonly string[]): ColumnMap | null {
  const keys = header.map(normalise);
  const find = (matches: (key: string) => boolean) => {
    const index = keys.findIndex((key) => !isDescriptor(key) && matches(key));
    return index === -1 ? null : index;
  };
  const fullName = find((key) => fullNameKeys.has(key));
  const parts = [firstNameKeys, middleNameKeys, lastNameKeys]
    .map((set) => find((key) => set.has(key)))
    .filter((index): index is number => index !== null);
  const columns: ColumnMap = {
    name: fullName !== null ? [fullName] : parts,
    email: find(isEmailKey),
    phone: find(isPhoneKey),
  };
  const named = columns.name.length > 0 || columns.email !== null || columns.phone !== null;
  // A first row holding an address is data, even if a cell happens to read "Name".
  const holdsData = header.some((cell) => looksLikeEmail(cell) || looksLikePhone(cell));
  return named && !holdsData ? columns : null;
}

function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

function looksLikePhone(value: string): boolean {
  const trimmed = value.trim();
  return /^\+?[\d\s().-]+$/.test(trimmed) && trimmed.replace(/\D/g, '').length >= 7;
}

const hasLetters = (value: string) => /\p{L}/u.test(value);

/** No header: the column most often holding emails, the one most often holding phone numbers, and names before them. */
function columnsFromContent(rows: readonly string[][]): ColumnMap {
  const width = Math.max(0, ...rows.map((row) => row.length));
  const share = (index: number, test: (value: string) => boolean) =>
    rows.filter((row) => test(row[index] ?? '')).length / Math.max(1, rows.length);
  const best = (test: (value: string) => boolean, exclude: (number | null)[]) => {
    let found: number | null = null;
    let top = 0;
    for (let index = 0; index < width; index += 1) {
      const score = exclude.includes(index) ? 0 : share(index, test);
      if (score > top) {
        top = score;
        found = index;
      }
    }
    return top >= 0.5 ? found : null;
  };
  const email = best(looksLikeEmail, []);
  const phone = best(looksLikePhone, [email]);
  const textColumns = Array.from({ length: width }, (_, index) => index).filter(
    (index) =>
      index !== email && index !== phone && share(index, (value) => hasLetters(value) && !looksLikeEmail(value)) >= 0.5,
  );
  // "Jane,Doe,jane@example.com": the words before the first address are the name (first and last at most).
  const firstAddress = Math.min(email ?? width, phone ?? width);
  const leading = textColumns.filter((index) => index < firstAddress).slice(0, 2);
  return { name: leading.length > 0 ? leading : textColumns.slice(0, 1), email, phone };
}

/**
 * Reads contacts from CSV text (an address book exported by a phone, Google, Outlook or a spreadsheet). A header
 * row is recognised by its column names (name, full name, first/last name, email, e-mail, phone, mobile, tel…, in
 * any case); a file without one has its columns guessed from what they hold. Blank rows are left out.
 */
export function parseCsvContacts(text: string): AddressBookRow[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const rows = parsed.data.map((row) => row.map((cell) => cell.trim()));
  const [first, ...rest] = rows;
  if (!first) return [];
  const fromHeader = columnsFromHeader(first);
  const dataRows = fromHeader ? rest : rows;
  const columns = fromHeader ?? columnsFromContent(dataRows);
  const cell = (row: readonly string[], index: number | null) => (index === null ? '' : (row[index] ?? ''));
  return dataRows
    .map((row) =>
      addressBookRow(
        columns.name.map((index) => cell(row, index)).join(' '),
        cell(row, columns.email),
        cell(row, columns.phone),
      ),
    )
    .filter((row) => !isBlankRow(row));
}
