import { describe, expect, it } from 'vitest';
import { AA_TEXT, DARK_INK, WHITE, contrastRatio, textOnAccent } from './contrast';

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('puts white on dark accents and dark ink on bright ones, always at AA', () => {
    expect(textOnAccent('#c2410c')).toBe(WHITE);
    expect(textOnAccent('#ff4fa3')).toBe(DARK_INK);
    for (const accent of ['#ff4fa3', '#f06a2b', '#ffd84a', '#7b4fd6', '#2a4f7a', '#e0702a']) {
      expect(contrastRatio(textOnAccent(accent), accent)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('keeps white for a colour it cannot read', () => {
    expect(textOnAccent('tomato')).toBe(WHITE);
  });
});
