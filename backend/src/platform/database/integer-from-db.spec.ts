import { integerFromDb } from './integer-from-db';

describe('integerFromDb', () => {
  it('reads a bigint, numeric sum or count as PostgreSQL returns it (text)', () => {
    expect(integerFromDb('0')).toBe(0);
    expect(integerFromDb('12345')).toBe(12_345);
    expect(integerFromDb('-700')).toBe(-700);
    expect(integerFromDb('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('takes numbers and bigints that are safe integers as they are', () => {
    expect(integerFromDb(42)).toBe(42);
    expect(integerFromDb(42n)).toBe(42);
  });

  it('reads a missing value (no row, a sum over no rows) as 0', () => {
    expect(integerFromDb(null)).toBe(0);
    expect(integerFromDb(undefined)).toBe(0);
  });

  it('refuses a value beyond Number.MAX_SAFE_INTEGER rather than round it', () => {
    expect(() => integerFromDb('9007199254740992')).toThrow(RangeError);
    expect(() => integerFromDb(9007199254740993n)).toThrow(RangeError);
    expect(() => integerFromDb(Number.MAX_SAFE_INTEGER + 1)).toThrow(/not an integer within/);
  });

  it('refuses what is not an integer', () => {
    for (const value of ['12.5', '', ' 1', 'abc', '1e3', 0.5]) expect(() => integerFromDb(value)).toThrow(RangeError);
  });
});
