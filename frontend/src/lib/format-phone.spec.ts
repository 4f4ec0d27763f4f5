import { describe, expect, it } from 'vitest';
import { formatPhone } from './format-phone';

describe('formatPhone', () => {
  it.each([
    ['+15551234567', '(555) 123-4567'],
    ['+12125550100', '(212) 555-0100'],
    ['5551234567', '(555) 123-4567'],
    ['1 555 123 4567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
  ])('shows the North American number %s as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('keeps a number of another country in its international form', () => {
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(formatPhone('+5511987654321')).toBe('+5511987654321');
  });

  it('shows what is not a phone number it knows as it is, and nothing as nothing', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('')).toBe('');
  });
});
