import { isoWeekOf } from './iso-week';

describe('isoWeekOf', () => {
  it.each([
    ['2026-11-26T12:00:00Z', '2026-W48'],
    ['2026-11-23T00:00:00Z', '2026-W48'], // a Monday starts the week
    ['2026-11-22T23:59:59Z', '2026-W47'], // a Sunday ends it
    ['2027-01-01T09:00:00Z', '2026-W53'], // a Friday belongs to the year of its Thursday
    ['2024-12-30T09:00:00Z', '2025-W01'],
    ['2021-01-03T09:00:00Z', '2020-W53'],
    ['2026-01-01T00:00:00Z', '2026-W01'],
  ])('puts %s in %s', (date, week) => expect(isoWeekOf(new Date(date))).toBe(week));
});
