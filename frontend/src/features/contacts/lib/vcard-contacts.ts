import { addressBookRow, isBlankRow, type AddressBookRow } from './address-book-row';

interface VCardLine {
  name: string;
  params: string[];
  value: string;
}

/** RFC 6350 §3.2: a line starting with a space or tab continues the one before. */
function unfold(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\n[ \t]/g, '');
}

/** vCard 2.1 (older phones) writes non-ASCII as quoted-printable, with `=` ending a line that continues. */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...encoder.encode(value[index]));
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

function readLine(line: string): VCardLine | null {
  const colon = line.indexOf(':');
  if (colon === -1) return null;
  const [rawName = '', ...params] = line.slice(0, colon).split(';');
  // "item1.EMAIL" (Apple) groups a property with its label; the group does not matter here.
  const name = rawName.replace(/^.*\./, '').toUpperCase();
  const quotedPrintable = params.some((param) => /^(ENCODING=)?QUOTED-PRINTABLE$/i.test(param));
  const value = line.slice(colon + 1);
  return { name, params, value: quotedPrintable ? decodeQuotedPrintable(value) : value };
}

/** Splits on `;` not escaped with a backslash (the N property's components). */
function components(value: string): string[] {
  return value.split(/(?<!\\);/);
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\,;nN])/g, (_, char: string) => (char === 'n' || char === 'N' ? ' ' : char));
}

/** N is family;given;additional;prefix;suffix: written as "given additional family". */
function nameFromN(value: string): string {
  const [family = '', given = '', additional = ''] = components(value).map(unescapeText);
  return [given, additional, family]
    .map((part) => part.replace(/,/g, ' ').trim())
    .filter(Boolean)
    .join(' ');
}

function contactFromCard(lines: readonly VCardLine[]): AddressBookRow {
  const first = (name: string) => lines.find((line) => line.name === name && line.value.trim() !== '');
  const fn = first('FN');
  const n = first('N');
  const email = first('EMAIL');
  const tel = first('TEL');
  return addressBookRow(
    fn ? unescapeText(fn.value) : n ? nameFromN(n.value) : '',
    email ? unescapeText(email.value).replace(/^mailto:/i, '') : '',
    // vCard 4 may write a phone as a URI: TEL;VALUE=uri:tel:+1-555-555-0100
    tel ? unescapeText(tel.value).replace(/^tel:/i, '') : '',
  );
}

/**
 * Reads contacts from a vCard file (3.0 or 4.0, as a phone's address book exports them; 2.1 too): each card's name
 * (FN, else N), its first EMAIL and its first TEL. Photos and every other property are ignored.
 */
export function parseVCardContacts(text: string): AddressBookRow[] {
  const lines = unfold(text.replace(/^\uFEFF/, '')).split('\n');
  const contacts: AddressBookRow[] = [];
  let card: VCardLine[] | null = null;
  for (let index = 0; index < lines.length; index += 1) {
    let line = (lines[index] ?? '').trim();
    // A quoted-printable soft line break: "=" at the end of the line continues it on the next.
    while (/QUOTED-PRINTABLE/i.test(line.split(':')[0] ?? '') && line.endsWith('=') && index + 1 < lines.length) {
      index += 1;
      line = line.slice(0, -1) + (lines[index] ?? '').trim();
    }
    if (/^BEGIN:VCARD$/i.test(line)) {
      card = [];
    } else if (/^END:VCARD$/i.test(line)) {
      if (card) {
        const contact = contactFromCard(card);
        if (!isBlankRow(contact)) contacts.push(contact);
      }
      card = null;
    } else if (card) {
      const property = readLine(line);
      if (property) card.push(property);
    }
  }
  return contacts;
}
