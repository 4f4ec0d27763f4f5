import fc from 'fast-check';
import { dayKey, endOfQuietHours, instantOf, startOfNextDay, wallTimeAt } from './zoned-time';

const at = (iso: string) => new Date(iso);

describe('zoned time', () => {
  it('reads the wall clock of a zone, daylight saving included', () => {
    expect(wallTimeAt(at('2026-01-15T17:30:00Z'), 'America/New_York')).toMatchObject({ hour: 12, minute: 30 });
    expect(wallTimeAt(at('2026-07-15T17:30:00Z'), 'America/New_York')).toMatchObject({ hour: 13, minute: 30 });
    expect(wallTimeAt(at('2026-07-15T17:30:00Z'), 'Asia/Kolkata')).toMatchObject({ hour: 23, minute: 0 });
  });

  it('resolves a skipped wall time to the first instant after the gap', () => {
    // 2026-03-08 02:30 does not exist in New York: 03:00 EDT is 07:00 UTC.
    const sut = instantOf('America/New_York', 2026, 3, 8, 2, 30);
    expect(sut.getTime()).toBeGreaterThanOrEqual(at('2026-03-08T07:00:00Z').getTime());
    expect(wallTimeAt(sut, 'America/New_York').hour).toBe(3);
  });

  it('starts the next day at midnight, or at the first instant of a day whose midnight is skipped', () => {
    expect(startOfNextDay(at('2026-06-10T14:00:00Z'), 'America/New_York')).toEqual(at('2026-06-11T04:00:00Z'));
    const santiago = startOfNextDay(at('2026-09-06T02:00:00Z'), 'America/Santiago');
    expect(dayKey(santiago, 'America/Santiago')).toBe('2026-09-06');
    expect(dayKey(new Date(santiago.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('ends quiet hours at the next 08:00, today after midnight and tomorrow before it', () => {
    const quiet = { start: 21, end: 8 };
    expect(endOfQuietHours(at('2026-06-11T02:00:00Z'), 'America/New_York', quiet)).toEqual(at('2026-06-11T12:00:00Z'));
    expect(endOfQuietHours(at('2026-06-11T06:00:00Z'), 'America/New_York', quiet)).toEqual(at('2026-06-11T12:00:00Z'));
  });

  it('round-trips every whole-minute instant through its wall time (property)', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'America/Santiago', 'Asia/Kathmandu'];
    fc.assert(
      fc.property(
        fc.date({ min: at('2000-01-01T00:00:00Z'), max: at('2040-01-01T00:00:00Z'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const instant = new Date(Math.floor(date.getTime() / 60_000) * 60_000);
          const wall = wallTimeAt(instant, zone);
          const back = instantOf(zone, wall.year, wall.month, wall.day, wall.hour, wall.minute);
          // In a fall-back overlap either reading of the wall time is right; both show the same clock.
          expect(wallTimeAt(back, zone)).toEqual(wall);
        },
      ),
      { numRuns: 500, verbose: 1 },
    );
  });
});
