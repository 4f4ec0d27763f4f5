const DAY_MS = 86_400_000;

/**
 * The ISO 8601 week of `date` in UTC, as `2026-W48`: weeks start on Monday and belong to the year of their
 * Thursday, so 2027-01-01 (a Friday) is in 2026-W53.
 */
export function isoWeekOf(date: Date): string {
  const day = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  const mondayBased = (new Date(day).getUTCDay() + 6) % 7;
  const thursday = new Date(day + (3 - mondayBased) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const dayOfYear = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS) + 1;
  return `${year}-W${String(Math.ceil(dayOfYear / 7)).padStart(2, '0')}`;
}
