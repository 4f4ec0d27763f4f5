/**
 * The sandbox card form's own checks, with the words Stripe's card fields use, so a typo is caught before the
 * sandbox is asked. Whether a complete, valid card is accepted is the sandbox's answer, as it would be Stripe's.
 */

export interface CardDetails {
  number: string;
  /** As typed: `MM / YY`, `MM/YY` or `MMYY`. */
  expiry: string;
  cvc: string;
}

export type CardField = keyof CardDetails;

export const cardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

/** Stripe's test cards the sandbox knows (https://docs.stripe.com/testing), shown as hints. */
export const sandboxTestCards = [
  { number: '4242 4242 4242 4242', outcome: 'Succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'Declined' },
  { number: '4000 0000 0000 9995', outcome: 'Insufficient funds' },
] as const;

export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** `4242424242424242` -> `4242 4242 4242 4242` while typing (at most 19 digits). */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1234` -> `12 / 34` while typing; a lone first digit above 1 is a month: `4` -> `04 / `. */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export interface CheckedCard {
  number: string;
  expMonth: number;
  /** Four digits. */
  expYear: number;
  cvc: string;
}

/** The card ready to send, or a message per field that is not. */
export function checkCard(
  card: CardDetails,
  now: Date = new Date(),
): { ok: true; card: CheckedCard } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOnly(card.number);
  if (number.length < 13) errors.number = cardMessages.numberIncomplete;
  else if (!passesLuhn(number)) errors.number = cardMessages.numberInvalid;

  const expiry = digitsOnly(card.expiry);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (expiry.length < 4) errors.expiry = cardMessages.expiryIncomplete;
  else if (expMonth < 1 || expMonth > 12) errors.expiry = cardMessages.expiryMonthInvalid;
  else if (expYear < thisYear) errors.expiry = cardMessages.expiryYearPast;
  else if (expYear === thisYear && expMonth < thisMonth) errors.expiry = cardMessages.expiryPast;

  const cvc = digitsOnly(card.cvc);
  if (cvc.length < 3) errors.cvc = cardMessages.cvcIncomplete;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, card: { number, expMonth, expYear, cvc } };
}
