import { competeMessages } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { validateShareTokens } from './share-tokens';

const target = {
  fundRaiserId: '0b7c1f6e-1111-4000-8000-000000000001',
  teamMemberId: '0b7c1f6e-5555-4000-8000-000000000001',
  balance: 5,
};

describe('validateShareTokens', () => {
  it('sends a whole number of tokens up to the balance', () => {
    expect(validateShareTokens({ tokensToSend: '5' }, target)).toEqual({
      ok: true,
      value: { fundRaiserId: target.fundRaiserId, teamMemberId: target.teamMemberId, tokensToSend: 5 },
    });
  });

  it('refuses a share above the balance', () => {
    expect(validateShareTokens({ tokensToSend: '6' }, target)).toEqual({
      ok: false,
      issues: [{ field: 'tokensToSend', message: competeMessages.notEnoughToShare }],
    });
  });

  it.each(['0', '-1', '1.5', '', 'two'])('refuses %j: a share is a whole number of at least 1', (tokensToSend) => {
    expect(validateShareTokens({ tokensToSend }, target)).toEqual({
      ok: false,
      issues: [{ field: 'tokensToSend', message: competeMessages.tokensWhole }],
    });
  });
});
