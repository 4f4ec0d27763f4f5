/**
 * CSV for spreadsheets (RFC 4180, CRLF line ends). Every cell is quoted; a text cell starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return is prefixed with `'` so a spreadsheet shows it as text instead of running it as a
 * formula (CSV injection: a donor could name themselves `=HYPERLINK(…)`). Numbers are written as they are.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return `"${String(value)}"`;
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${guarded.replace(/"/g, '""')}"`;
}

/** A header row and data rows as one CSV document. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Cents as dollars with two decimals, `1234` → `12.34`, without floating point. */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(cents);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * An instant as the wall clock of `timeZone` shows it, `2027-03-04 09:01` (24-hour): readable, sorted by the text,
 * and taken for a date and time by spreadsheet programs. The header names the zone.
 */
export function localDateTime(instant: string | Date, timeZone: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return typeof instant === 'string' ? instant : '';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A file name for `Content-Disposition`: ASCII letters, digits and dashes only. */
export function csvFileName(prefix: string, fundraiserName: string, now: Date = new Date()): string {
  const slug = fundraiserName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${prefix}${slug ? `-${slug}` : ''}-${now.toISOString().slice(0, 10)}.csv`;
}
