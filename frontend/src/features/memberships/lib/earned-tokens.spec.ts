import { describe, expect, it } from 'vitest';
import { earnedTokensNote, tokenEarnRule } from './earned-tokens';

describe('earnedTokensNote', () => {
  it('says how many tokens the raise earned and how much was raised', () => {
    expect(earnedTokensNote(2, 2500)).toBe('2 earned from your $25 raised');
    expect(earnedTokensNote(1, 1050)).toBe('1 earned from your $10.50 raised');
  });

  it('says none were earned yet rather than "0 earned"', () => {
    expect(earnedTokensNote(0, 0)).toBe('None earned yet');
    expect(earnedTokensNote(0, 900)).toBe('None earned yet from your $9 raised');
  });
});

describe('tokenEarnRule', () => {
  it('states the server’s rate in dollars', () => {
    expect(tokenEarnRule(1000)).toBe('You earn 1 token for every $10 raised.');
    expect(tokenEarnRule(250)).toBe('You earn 1 token for every $2.50 raised.');
  });
});
