/*
 * Wall-clock arithmetic in IANA time zones with nothing but Intl: what a clock in a zone shows at an instant, and
 * the instant a wall-clock time names there. Daylight-saving changes are handled where they bite: a wall time that
 * does not exist (the hour skipped in spring) resolves to the first instant after the gap.
 */

/** What a clock in one zone shows. `month` is 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall time in `zone` at `instant`. */
export function wallTimeAt(instant: Date | number, zone: string): WallTime {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines write midnight as 24 even with h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** How far `zone` is ahead of UTC at `instant`, in ms (whole seconds). */
function offsetMs(instant: number, zone: string): number {
  const wall = wallTimeAt(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant at which a clock in `zone` shows the given date and time. The date may overflow (day 32 is the 1st of
 * the next month). In a daylight-saving gap, the first instant after it; in an overlap, one of the two.
 */
export function instantOf(zone: string, year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetMs(wall, zone);
  const second = wall - offsetMs(first, zone);
  if (offsetMs(second, zone) === wall - second) return new Date(second);
  // The wall time is skipped: of the two readings, the later one lies after the gap.
  return new Date(Math.max(first, second));
}

/** The calendar day `instant` falls on in `zone`, as `YYYY-MM-DD`. */
export function dayKey(instant: Date | number, zone: string): string {
  const { year, month, day } = wallTimeAt(instant, zone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The first instant of the calendar day after the one `instant` falls on, in `zone`. */
export function startOfNextDay(instant: Date, zone: string): Date {
  const { year, month, day } = wallTimeAt(instant, zone);
  let next = instantOf(zone, year, month, day + 1);
  // Only a zone that skips a whole day (Samoa, 2011) could land short; step on by hours until the day changes.
  while (next.getTime() <= instant.getTime() || dayKey(next, zone) === dayKey(instant, zone)) {
    next = new Date(next.getTime() + HOUR_MS);
  }
  return next;
}

/** Whether `hour` lies in [start, end) on a 24-hour clock, where the range may wrap past midnight. */
function inHourRange(hour: number, start: number, end: number): boolean {
  return start <= end ? hour >= start && hour < end : hour >= start || hour < end;
}

/** Quiet hours: from `start` (inclusive) until `end` (exclusive), e.g. 21 to 8, wrapping past midnight. */
export interface QuietHours {
  start: number;
  end: number;
}

export function isQuietAt(instant: Date, zone: string, quiet: QuietHours): boolean {
  return inHourRange(wallTimeAt(instant, zone).hour, quiet.start, quiet.end);
}

/** The next time quiet hours end in `zone` after `instant` (which falls in them). */
export function endOfQuietHours(instant: Date, zone: string, quiet: QuietHours): Date {
  const { year, month, day, hour } = wallTimeAt(instant, zone);
  // Before midnight the quiet hours end tomorrow; after it, today.
  const endsTomorrow = quiet.start > quiet.end && hour >= quiet.start;
  let end = instantOf(zone, year, month, endsTomorrow ? day + 1 : day, quiet.end);
  while (end.getTime() <= instant.getTime()) end = new Date(end.getTime() + HOUR_MS);
  return end;
}

/**
 * The first instant at or after `instant` that is outside quiet hours in every one of `zones`, or null when the
 * zones are so far apart that no such instant comes within a week.
 */
export function firstInstantAwakeEverywhere(instant: Date, zones: readonly string[], quiet: QuietHours): Date | null {
  let candidate = instant;
  const horizon = instant.getTime() + 7 * 24 * HOUR_MS;
  while (candidate.getTime() <= horizon) {
    const asleep = zones.filter((zone) => isQuietAt(candidate, zone, quiet));
    if (asleep.length === 0) return candidate;
    candidate = new Date(Math.max(...asleep.map((zone) => endOfQuietHours(candidate, zone, quiet).getTime())));
  }
  return null;
}
