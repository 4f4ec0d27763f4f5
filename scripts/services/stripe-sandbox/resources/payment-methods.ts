import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { cardError, invalidParam, missingParam, resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import type { ParamReader } from '../params';
import type { Route } from '../router';
import type { TenantState } from '../state';
import { passesLuhn, testCard, testPaymentMethodCard, type TestCard } from '../test-cards';

export interface ResolvedPaymentMethod {
  paymentMethod: Stripe.PaymentMethod;
  card: TestCard;
}

const LIVE_CARD_IN_TEST_MODE =
  'Your card was declined. Your request was in test mode, but used a non test (live) card. ' +
  'For a list of valid test cards, visit: https://stripe.com/docs/testing.';

function billingDetails(input: ParamReader | undefined): Stripe.PaymentMethod.BillingDetails {
  const address = input?.object('address');
  const field = (reader: ParamReader | undefined, key: string) => reader?.nullableString(key) ?? null;
  return {
    address: {
      city: field(address, 'city'),
      country: field(address, 'country'),
      line1: field(address, 'line1'),
      line2: field(address, 'line2'),
      postal_code: field(address, 'postal_code'),
      state: field(address, 'state'),
    },
    email: field(input, 'email'),
    name: field(input, 'name'),
    phone: field(input, 'phone'),
    tax_id: null,
  };
}

function storePaymentMethod(
  tenant: TenantState,
  card: TestCard,
  fields: { expMonth: number; expYear: number; cvcChecked: boolean; billing: Stripe.PaymentMethod.BillingDetails },
): ResolvedPaymentMethod {
  const paymentMethod: Stripe.PaymentMethod = {
    id: newId('pm'),
    object: 'payment_method',
    allow_redisplay: 'unspecified',
    billing_details: fields.billing,
    card: {
      brand: card.brand,
      checks: {
        address_line1_check: null,
        address_postal_code_check: null,
        cvc_check: fields.cvcChecked ? 'pass' : null,
      },
      country: 'US',
      display_brand: card.brand,
      exp_month: fields.expMonth,
      exp_year: fields.expYear,
      fingerprint: createHash('sha256').update(card.number).digest('base64url').slice(0, 16),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.brand], preferred: null },
      regulated_status: 'unregulated',
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: nowSeconds(),
    customer: null,
    customer_account: null,
    livemode: false,
    metadata: {},
    type: 'card',
  };
  tenant.paymentMethods[paymentMethod.id] = paymentMethod;
  tenant.paymentMethodCards[paymentMethod.id] = card.number;
  return { paymentMethod, card };
}

/**
 * Reads raw card details as Stripe validates them (402 `card_error`s: incorrect number, bad expiry or CVC, a
 * real card in test mode) and stores a PaymentMethod for them.
 */
export function createCardPaymentMethod(tenant: TenantState, data: ParamReader): ResolvedPaymentMethod {
  const type = data.requiredString('type');
  if (type !== 'card') throw invalidParam(data.name('type'), 'The sandbox accepts card payment methods only.');
  const cardInput = data.object('card');
  if (!cardInput) throw missingParam(data.name('card'));
  const number = cardInput.requiredString('number').replace(/[\s-]/g, '');
  if (!/^\d+$/.test(number) || !passesLuhn(number)) {
    throw cardError('Your card number is incorrect.', { code: 'incorrect_number', param: cardInput.name('number') });
  }
  const card = testCard(number);
  if (!card) {
    throw cardError(LIVE_CARD_IN_TEST_MODE, { code: 'card_declined', decline_code: 'test_mode_live_card' });
  }
  const expMonth = cardInput.requiredInteger('exp_month');
  if (expMonth < 1 || expMonth > 12) {
    throw cardError("Your card's expiration month is invalid.", {
      code: 'invalid_expiry_month',
      param: cardInput.name('exp_month'),
    });
  }
  const givenYear = cardInput.requiredInteger('exp_year');
  const expYear = givenYear < 100 ? 2000 + givenYear : givenYear;
  const today = new Date();
  const expired =
    expYear < today.getUTCFullYear() || (expYear === today.getUTCFullYear() && expMonth < today.getUTCMonth() + 1);
  if (expired) {
    throw cardError("Your card's expiration year is invalid.", {
      code: 'invalid_expiry_year',
      param: cardInput.name('exp_year'),
    });
  }
  const cvc = cardInput.string('cvc');
  if (cvc !== undefined && !/^\d{3,4}$/.test(cvc)) {
    throw cardError("Your card's security code is invalid.", { code: 'invalid_cvc', param: cardInput.name('cvc') });
  }
  return storePaymentMethod(tenant, card, {
    expMonth,
    expYear,
    cvcChecked: cvc !== undefined,
    billing: billingDetails(data.object('billing_details')),
  });
}

/** A `payment_method` parameter: one of Stripe's test PaymentMethods (`pm_card_visa`, …) or one created before. */
export function findPaymentMethod(tenant: TenantState, id: string, param = 'payment_method'): ResolvedPaymentMethod {
  const testNumber = testPaymentMethodCard(id);
  const testCardFound = testNumber ? testCard(testNumber) : undefined;
  if (testCardFound) {
    return storePaymentMethod(tenant, testCardFound, {
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 3,
      cvcChecked: true,
      billing: billingDetails(undefined),
    });
  }
  const paymentMethod = tenant.paymentMethods[id];
  const card = testCard(tenant.paymentMethodCards[id] ?? '');
  if (!paymentMethod || !card) throw resourceMissing('PaymentMethod', id, param);
  return { paymentMethod, card };
}

export const paymentMethodRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/payment_methods',
    publishable: true,
    handle: ({ tenant, input, services }) => {
      input.allowOnly(['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
      const { paymentMethod } = createCardPaymentMethod(tenant, input);
      paymentMethod.metadata = input.metadata();
      services.store.changed();
      return paymentMethod;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_methods/:id',
    handle: ({ tenant, pathParams }) => {
      const paymentMethod = tenant.paymentMethods[pathParams.id ?? ''];
      if (!paymentMethod) throw resourceMissing('PaymentMethod', pathParams.id ?? '');
      return paymentMethod;
    },
  },
];
