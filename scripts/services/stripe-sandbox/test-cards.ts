/** Stripe's test card numbers (https://docs.stripe.com/testing) and what confirming a payment with each does. */
export type CardOutcome =
  | { kind: 'succeeds' }
  /** Succeeds, then the cardholder disputes the charge (`charge.dispute.created`). */
  | { kind: 'disputed' }
  | { kind: 'declined'; code: string; declineCode: string; message: string };

export interface TestCard {
  number: string;
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  funding: 'credit' | 'debit';
  outcome: CardOutcome;
}

const GENERIC_DECLINE = 'Your card was declined.';

function declined(code: string, declineCode: string, message = GENERIC_DECLINE): CardOutcome {
  return { kind: 'declined', code, declineCode, message };
}

const TEST_CARDS: TestCard[] = [
  { number: '4242424242424242', brand: 'visa', funding: 'credit', outcome: { kind: 'succeeds' } },
  { number: '4000056655665556', brand: 'visa', funding: 'debit', outcome: { kind: 'succeeds' } },
  { number: '5555555555554444', brand: 'mastercard', funding: 'credit', outcome: { kind: 'succeeds' } },
  { number: '378282246310005', brand: 'amex', funding: 'credit', outcome: { kind: 'succeeds' } },
  { number: '6011111111111117', brand: 'discover', funding: 'credit', outcome: { kind: 'succeeds' } },
  { number: '4000000000000259', brand: 'visa', funding: 'credit', outcome: { kind: 'disputed' } },
  {
    number: '4000000000000002',
    brand: 'visa',
    funding: 'credit',
    outcome: declined('card_declined', 'generic_decline'),
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    funding: 'credit',
    outcome: declined('card_declined', 'insufficient_funds', 'Your card has insufficient funds.'),
  },
  { number: '4000000000009987', brand: 'visa', funding: 'credit', outcome: declined('card_declined', 'lost_card') },
  { number: '4000000000009979', brand: 'visa', funding: 'credit', outcome: declined('card_declined', 'stolen_card') },
  {
    number: '4000000000000069',
    brand: 'visa',
    funding: 'credit',
    outcome: declined('expired_card', 'expired_card', 'Your card has expired.'),
  },
  {
    number: '4000000000000127',
    brand: 'visa',
    funding: 'credit',
    outcome: declined('incorrect_cvc', 'incorrect_cvc', "Your card's security code is incorrect."),
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    funding: 'credit',
    outcome: declined(
      'processing_error',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ),
  },
];

/** Stripe's test PaymentMethods (`payment_method=pm_card_visa`), each standing for a test card. */
const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_discover: '6011111111111117',
  pm_card_createDispute: '4000000000000259',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
};

export function testCard(number: string): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number);
}

/** The card number a `pm_card_…` test PaymentMethod stands for. */
export function testPaymentMethodCard(paymentMethodId: string): string | undefined {
  return Object.hasOwn(TEST_PAYMENT_METHODS, paymentMethodId) ? TEST_PAYMENT_METHODS[paymentMethodId] : undefined;
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index++) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}
