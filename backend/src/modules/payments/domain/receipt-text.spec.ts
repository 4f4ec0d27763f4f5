import { formatUsd, receiptDate } from './receipt-text';

describe('receipt text', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [2500, '$25.00'],
    [123456789, '$1,234,567.89'],
  ])('prints %i cents as %s', (cents, expected) => {
    expect(formatUsd(cents)).toBe(expected);
  });

  it('prints the day of a payment in UTC', () => {
    expect(receiptDate(new Date('2026-11-22T23:30:00-05:00'))).toBe('November 23, 2026');
  });
});
