import { describe, expect, it } from 'vitest';
import { formatBasisPoints, formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [0, '$0'],
    [5, '$0.05'],
    [250, '$2.50'],
    [1000, '$10'],
    [123_456_789, '$1,234,567.89'],
    [100_000_000_000, '$1,000,000,000'],
    [-1999, '-$19.99'],
    [-50, '-$0.50'],
  ])('shows %i cents as %s', (cents, expected) => {
    expect(formatMoney(cents)).toBe(expected);
  });

  it('keeps every cent of amounts too large for float division to be exact', () => {
    expect(formatMoney(9_007_199_254_740_991)).toBe('$90,071,992,547,409.91');
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => formatMoney(10.5)).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatBasisPoints', () => {
  it.each([
    [0, '0%'],
    [1000, '10%'],
    [250, '2.5%'],
    [1234, '12.34%'],
    [9000, '90%'],
    [10_000, '100%'],
  ])('shows %i basis points as %s', (basisPoints, expected) => {
    expect(formatBasisPoints(basisPoints)).toBe(expected);
  });

  it('refuses negative or fractional basis points', () => {
    expect(() => formatBasisPoints(-1)).toThrow(RangeError);
    expect(() => formatBasisPoints(12.5)).toThrow(RangeError);
  });
});
