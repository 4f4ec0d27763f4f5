import { fundraiserLimits } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { isoDateOf, localMidnight } from './dates';
import { scheduleIssues, toCreateFundraiserRequest, emptyFundraiserInfo } from './fundraiser-info-form';

const day = 86_400_000;
const now = Date.UTC(2026, 10, 22, 12);

describe('the wizard schedule', () => {
  it('starts at local midnight of the chosen date and ends whole weeks later', () => {
    const request = toCreateFundraiserRequest({ ...emptyFundraiserInfo, startDate: '2026-12-01', weeks: 2 });
    expect(request.fundRaisingStartTime).toBe(new Date(2026, 11, 1).getTime());
    expect(request.fundRaisingEndTime - request.fundRaisingStartTime).toBe(2 * fundraiserLimits.weekMs);
  });

  it('takes the browser’s time zone', () => {
    const request = toCreateFundraiserRequest({ ...emptyFundraiserInfo, startDate: '2026-12-01', weeks: 2 });
    expect(request.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('takes the time zone the person chose instead', () => {
    const request = toCreateFundraiserRequest({
      ...emptyFundraiserInfo,
      startDate: '2026-12-01',
      weeks: 2,
      timeZone: 'America/Chicago',
    });
    expect(request.timeZone).toBe('America/Chicago');
  });

  it('accepts today and later', () => {
    expect(scheduleIssues({ startDate: isoDateOf(now), weeks: 3 }, now)).toEqual([]);
  });

  it('refuses a start date in the past', () => {
    expect(scheduleIssues({ startDate: isoDateOf(now - 3 * day), weeks: 3 }, now)).toEqual([
      { field: 'startDate', message: 'Start date cannot be a past date' },
    ]);
  });

  it.each([0, 5, 1.5])('refuses %s weeks', (weeks) => {
    expect(scheduleIssues({ startDate: isoDateOf(now + day), weeks }, now)).toEqual([
      { field: 'weeks', message: 'Duration must be 1 to 4 weeks' },
    ]);
  });

  it('asks for a date when there is none or it does not exist', () => {
    expect(Number.isNaN(localMidnight('2026-02-30'))).toBe(true);
    expect(scheduleIssues({ startDate: '', weeks: 3 }, now)).toEqual([
      { field: 'startDate', message: 'Choose a start date' },
    ]);
  });
});
