import { describe, expect, it } from 'vitest';
import { formatTaxId } from './format-tax-id';

describe('formatTaxId', () => {
  it.each([
    ['123456789', '12-3456789'],
    ['12-3456789', '12-3456789'],
    [' 12 3456789 ', '12-3456789'],
  ])('shows the EIN %j as %s', (stored, shown) => {
    expect(formatTaxId(stored)).toBe(shown);
  });

  it('shows a value that is not nine digits as it is', () => {
    expect(formatTaxId('12345')).toBe('12345');
    expect(formatTaxId('')).toBe('');
  });
});
