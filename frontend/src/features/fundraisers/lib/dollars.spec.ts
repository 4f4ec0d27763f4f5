import { describe, expect, it } from 'vitest';
import { centsToDollarsText, dollarsTextToCents } from './dollars';
import { groupGoalCapacityCents, groupGoalHint } from './group-goal-capacity';

describe('dollarsTextToCents', () => {
  it.each([
    ['25', 2500],
    ['$1,250', 125_000],
    ['10.5', 1050],
    ['10.05', 1005],
    [' 7 ', 700],
  ])('reads %j as %i cents', (text, cents) => {
    expect(dollarsTextToCents(text)).toBe(cents);
  });

  it.each(['', 'ten', '1.234', '-5', '1e3'])('refuses %j', (text) => {
    expect(dollarsTextToCents(text)).toBeNaN();
  });

  it('writes cents back as the dollars a person typed', () => {
    expect(centsToDollarsText(2500)).toBe('25');
    expect(centsToDollarsText(1050)).toBe('10.50');
  });
});

describe('group goal capacity', () => {
  it('is what the fundraiser goal leaves after the other groups, never below zero', () => {
    expect(groupGoalCapacityCents(500_000, [200_000, 100_000])).toBe(200_000);
    expect(groupGoalCapacityCents(100_000, [200_000])).toBe(0);
  });

  it('hints the maximum in dollars, or asks for a bigger fundraiser goal at capacity', () => {
    expect(groupGoalHint(300_000)).toBe('You can set the group goal to at most $3000');
    expect(groupGoalHint(0)).toBe('Increase the fundraiser goal to make room for this group goal');
  });
});
