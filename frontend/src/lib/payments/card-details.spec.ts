import { describe, expect, it } from 'vitest';
import { cardMessages, checkCard, formatCardNumber, formatExpiry } from './card-details';

const now = new Date(2026, 10, 22);
const valid = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('card details', () => {
  it('groups the card number by four and the expiry as MM / YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts Stripe’s test cards with a future expiry and sends digits only', () => {
    expect(checkCard(valid, now)).toEqual({
      ok: true,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    for (const number of ['4000 0000 0000 0002', '4000 0000 0000 9995']) {
      expect(checkCard({ ...valid, number }, now).ok).toBe(true);
    }
  });

  it('names each incomplete or invalid field with Stripe’s words', () => {
    expect(checkCard({ number: '4242 4242', expiry: '12', cvc: '1' }, now)).toEqual({
      ok: false,
      errors: {
        number: cardMessages.numberIncomplete,
        expiry: cardMessages.expiryIncomplete,
        cvc: cardMessages.cvcIncomplete,
      },
    });
    expect(checkCard({ ...valid, number: '4242 4242 4242 4241' }, now)).toMatchObject({
      errors: { number: cardMessages.numberInvalid },
    });
    expect(checkCard({ ...valid, expiry: '13 / 30' }, now)).toMatchObject({
      errors: { expiry: cardMessages.expiryMonthInvalid },
    });
  });

  it('refuses an expiry in the past, month by month', () => {
    expect(checkCard({ ...valid, expiry: '12 / 25' }, now)).toMatchObject({
      errors: { expiry: cardMessages.expiryYearPast },
    });
    expect(checkCard({ ...valid, expiry: '10 / 26' }, now)).toMatchObject({
      errors: { expiry: cardMessages.expiryPast },
    });
    expect(checkCard({ ...valid, expiry: '11 / 26' }, now).ok).toBe(true);
  });
});
