import { moneyLimits, moneyMessages } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { tokenPurchaseDefaults, tokensOf, tokenTotalCents, validateTokenPurchase } from './token-purchase';

const fundRaiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const groupId = '0b7c1f6e-3333-4000-8000-000000000001';

describe('token purchase', () => {
  it('offers the spec’s presets and starts at 20 tokens', () => {
    expect(moneyLimits.tokenPresets).toEqual([10, 15, 20, 50, 75, 100]);
    expect(tokensOf(tokenPurchaseDefaults)).toBe(20);
  });

  it('prices the tokens at the configured token price', () => {
    expect(tokenTotalCents(20, 200)).toBe(4000);
    expect(tokenTotalCents(15, 250)).toBe(3750);
    expect(tokenTotalCents(1, 200)).toBe(200);
  });

  it('has no total until the number is a purchase', () => {
    expect(tokenTotalCents(0, 200)).toBeNull();
    expect(tokenTotalCents(1.5, 200)).toBeNull();
    expect(tokenTotalCents(Number.NaN, 200)).toBeNull();
    expect(tokenTotalCents(moneyLimits.maxTokensPerPurchase + 1, 200)).toBeNull();
  });

  it('takes a custom number of at least 1 and sends it for the group, or else the fundraiser', () => {
    expect(tokensOf({ choice: 'custom', custom: ' 7 ' })).toBe(7);
    expect(validateTokenPurchase({ choice: 'custom', custom: '7' }, { groupId })).toEqual({
      ok: true,
      value: { amount: 7, groupId },
    });
    expect(validateTokenPurchase({ choice: '50', custom: '' }, { fundRaiserId })).toEqual({
      ok: true,
      value: { amount: 50, fundRaiserId },
    });
  });

  it('refuses a custom number below 1 or with a fraction, with the contract’s messages', () => {
    expect(validateTokenPurchase({ choice: 'custom', custom: '0' }, { groupId })).toEqual({
      ok: false,
      issues: [{ field: 'custom', message: moneyMessages.tokensMinimum }],
    });
    expect(validateTokenPurchase({ choice: 'custom', custom: '2.5' }, { groupId })).toEqual({
      ok: false,
      issues: [{ field: 'custom', message: moneyMessages.tokensWhole }],
    });
    expect(validateTokenPurchase({ choice: 'custom', custom: '' }, { groupId })).toMatchObject({ ok: false });
  });
});
