import { isAtLeastThirteen, isMinor } from './age';

describe('isAtLeastThirteen', () => {
  const today = new Date(Date.UTC(2026, 10, 22)); // 22 November 2026

  it('admits someone whose thirteenth birthday month has passed', () => {
    expect(isAtLeastThirteen(10, 2013, today)).toBe(true);
    expect(isAtLeastThirteen(1, 1990, today)).toBe(true);
  });

  it('refuses someone who turns 13 later this year or next', () => {
    expect(isAtLeastThirteen(12, 2013, today)).toBe(false);
    expect(isAtLeastThirteen(1, 2014, today)).toBe(false);
  });

  it('refuses in the birthday month itself until its last days, since the day of birth is not asked', () => {
    expect(isAtLeastThirteen(11, 2013, today)).toBe(false);
    expect(isAtLeastThirteen(11, 2013, new Date(Date.UTC(2026, 10, 29)))).toBe(true);
  });
});

describe('isMinor', () => {
  const today = new Date(Date.UTC(2026, 10, 22)); // 22 November 2026

  it('counts someone under 18 until the month after the eighteenth birthday month', () => {
    expect(isMinor(12, 2008, today)).toBe(true);
    expect(isMinor(11, 2008, today)).toBe(true);
    expect(isMinor(11, 2008, new Date(Date.UTC(2026, 10, 29)))).toBe(false);
    expect(isMinor(10, 2008, today)).toBe(false);
    expect(isMinor(1, 1990, today)).toBe(false);
  });
});
