import { fundraiserLimits } from '@fundplay/contracts';

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Epoch ms of local midnight on a `YYYY-MM-DD` calendar date (what a date input gives), or NaN when the text is
 * not a real date. The server accepts any time zone's "today" (contracts `isStartInPast`).
 */
export function localMidnight(isoDate: string): number {
  const match = isoDatePattern.exec(isoDate.trim());
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date.getTime() : Number.NaN;
}

/** The local calendar date of an instant as `YYYY-MM-DD`. */
export function isoDateOf(epochMs: number): string {
  const date = new Date(epochMs);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** spec §5: the end is the start plus 7 days per week. */
export function endAfterWeeks(startMs: number, weeks: number): number {
  return startMs + weeks * fundraiserLimits.weekMs;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** `Dec 16, 2026` */
export function formatDate(epochMs: number): string {
  return Number.isFinite(epochMs) ? dateFormat.format(epochMs) : '';
}

/** `Dec 16, 2026 – Jan 6, 2027` */
export function formatDateRange(startMs: number, endMs: number): string {
  return `${formatDate(startMs)} – ${formatDate(endMs)}`;
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** `Dec 16, 2026, 3:05 PM` from an ISO timestamp; the text itself when it is not a date. */
export function formatDateTime(iso: string): string {
  const epochMs = Date.parse(iso);
  return Number.isFinite(epochMs) ? dateTimeFormat.format(epochMs) : iso;
}
