import { PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { MinorUnitsType } from './minor-units.type';

describe('MinorUnitsType', () => {
  const platform = new PostgreSqlPlatform();
  const sut = new MinorUnitsType();
  const toDatabase = (value: number | null | undefined) => sut.convertToDatabaseValue(value);
  const toJS = (value: string | null | undefined) => sut.convertToJSValue(value);

  it('stores a number as the bigint text PostgreSQL takes and reads it back as the same number', () => {
    for (const cents of [0, 1, 500, -2500, 123_456_789_012, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER]) {
      const stored = toDatabase(cents);
      expect(stored).toBe(String(cents));
      expect(toJS(stored)).toBe(cents);
    }
  });

  it('reads the text the driver returns for a bigint as a number', () => {
    expect(toJS('0')).toBe(0);
    expect(toJS('150000')).toBe(150_000);
    expect(toJS('-42')).toBe(-42);
    expect(toJS('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('leaves null alone both ways (a nullable column)', () => {
    expect(toDatabase(null)).toBeNull();
    expect(toJS(null)).toBeNull();
  });

  it('refuses to read a bigint beyond Number.MAX_SAFE_INTEGER rather than round it', () => {
    expect(() => toJS('9007199254740992')).toThrow(RangeError);
    expect(() => toJS('9007199254740993')).toThrow(/not an integer within ±9007199254740991/);
    expect(() => toJS('-9007199254740992')).toThrow(RangeError);
    expect(() => toJS('9223372036854775807')).toThrow(RangeError);
  });

  it('refuses to store a number beyond Number.MAX_SAFE_INTEGER', () => {
    expect(() => toDatabase(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => toDatabase(-Number.MAX_SAFE_INTEGER - 1)).toThrow(/cannot be stored as minor units/);
    expect(() => toDatabase(1e300)).toThrow(RangeError);
  });

  it('refuses fractions and non-numbers both ways', () => {
    for (const value of [1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => toDatabase(value)).toThrow(RangeError);
    expect(() => toDatabase('500' as unknown as number)).toThrow(RangeError);
    for (const value of ['1.5', '', 'abc', '1e3']) expect(() => toJS(value)).toThrow(RangeError);
  });

  it('declares a bigint column, so the schema stays as the migrations made it', () => {
    expect(sut.getColumnType({} as never, platform)).toBe('bigint');
  });
});
