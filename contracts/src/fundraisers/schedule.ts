import type { z } from 'zod';
import { durationWeeks, fundraiserLimits, fundraiserMessages, isStartInPast } from './status';

/**
 * The schedule rule shared by create and update: the start is not in the past and the end is 1–4 whole weeks
 * later. `now` is injectable for tests.
 */
export function checkSchedule(
  value: { fundRaisingStartTime: number; fundRaisingEndTime: number },
  ctx: z.RefinementCtx,
  now = Date.now(),
) {
  if (isStartInPast(value.fundRaisingStartTime, now)) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingStartTime'], message: fundraiserMessages.startDatePast });
  }
  const weeks = durationWeeks(value.fundRaisingStartTime, value.fundRaisingEndTime);
  if (!Number.isInteger(weeks) || weeks < fundraiserLimits.minWeeks || weeks > fundraiserLimits.maxWeeks) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingEndTime'], message: fundraiserMessages.durationWeeks });
  }
}

/** The zone of a fundraiser created without one (older clients): the `fundraisers.time_zone` column's default. */
export const defaultFundraiserTimeZone = 'America/New_York';

/** The calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function calendarDateIn(instantMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instantMs,
  );
}

/**
 * A fundraiser whose start date, in its own time zone, is today or earlier has started by the time it exists, and
 * its goal and cause can only be set before the start: createFundRaising must bring them. `now` is injectable.
 */
export function checkGoalAndCauseForStartToday(
  value: {
    fundRaisingStartTime: number;
    timeZone?: string | undefined;
    fundRaisingGoal?: number | undefined;
    fundRaisingCause?: string | undefined;
  },
  ctx: z.RefinementCtx,
  now = Date.now(),
) {
  // A start refused as past already has its message; an unknown zone has its own.
  if (isStartInPast(value.fundRaisingStartTime, now)) return;
  const zone = value.timeZone ?? defaultFundraiserTimeZone;
  if (calendarDateIn(value.fundRaisingStartTime, zone) > calendarDateIn(now, zone)) return;
  if (value.fundRaisingGoal === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingGoal'], message: fundraiserMessages.goalNeededToday });
  }
  if (value.fundRaisingCause === undefined) {
    ctx.addIssue({ code: 'custom', path: ['fundRaisingCause'], message: fundraiserMessages.causeNeededToday });
  }
}
