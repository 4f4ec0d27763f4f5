import type Stripe from 'stripe';
import { resourceMissing } from '../errors';
import { newId, nowSeconds, randomToken } from '../ids';
import { createdFilter, embeddedList, listPage } from '../list';
import type { Route } from '../router';
import type { TenantState } from '../state';
import type { CardOutcome, TestCard } from '../test-cards';
import type { ResolvedPaymentMethod } from './payment-methods';

type Declined = Extract<CardOutcome, { kind: 'declined' }>;

function outcome(declined: Declined | null): Stripe.Charge.Outcome {
  if (!declined) {
    return {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: 'approved_by_network',
      reason: null,
      risk_level: 'normal',
      risk_score: 20,
      seller_message: 'Payment complete.',
      type: 'authorized',
    };
  }
  return {
    advice_code: declined.declineCode === 'insufficient_funds' ? 'try_again_later' : 'do_not_try_again',
    network_advice_code: null,
    network_decline_code: null,
    network_status: 'declined_by_network',
    reason: declined.declineCode,
    risk_level: 'normal',
    risk_score: 20,
    seller_message:
      declined.declineCode === 'generic_decline'
        ? 'The bank did not return any further details with this decline.'
        : `The bank returned the decline code \`${declined.declineCode}\`.`,
    type: 'issuer_declined',
  };
}

function cardDetails(
  card: TestCard,
  paymentMethod: Stripe.PaymentMethod,
  amount: number,
  approved: boolean,
): Stripe.Charge.PaymentMethodDetails.Card {
  return {
    amount_authorized: approved ? amount : null,
    authorization_code: approved ? randomToken(6).toUpperCase() : null,
    brand: card.brand,
    checks: paymentMethod.card?.checks ?? null,
    country: 'US',
    electronic_commerce_indicator: null,
    exp_month: paymentMethod.card?.exp_month ?? 12,
    exp_year: paymentMethod.card?.exp_year ?? new Date().getUTCFullYear() + 3,
    extended_authorization: { status: 'disabled' },
    fingerprint: paymentMethod.card?.fingerprint ?? null,
    funding: card.funding,
    incremental_authorization: { status: 'unavailable' },
    installments: null,
    last4: card.number.slice(-4),
    mandate: null,
    multicapture: { status: 'unavailable' },
    network: card.brand,
    network_token: { used: false },
    network_transaction_id: approved ? randomToken(15) : null,
    overcapture: { maximum_amount_capturable: amount, status: 'unavailable' },
    regulated_status: 'unregulated',
    three_d_secure: null,
    transaction_link_id: null,
    wallet: null,
  };
}

/**
 * The charge a confirmation makes: succeeded (with its balance transaction, and for a destination charge its
 * application fee and transfer) or failed with the card's decline. Ids of the related objects are given so
 * that they and the charge can name each other.
 */
export function recordCharge(
  tenant: TenantState,
  fields: {
    id: string;
    intent: Stripe.PaymentIntent;
    method: ResolvedPaymentMethod;
    declined: Declined | null;
    balanceTransaction: string | null;
    applicationFee: string | null;
    transfer: string | null;
    receiptBaseUrl: string;
  },
): Stripe.Charge {
  const { id, intent, method, declined } = fields;
  const approved = declined === null;
  const destination = typeof intent.transfer_data?.destination === 'string' ? intent.transfer_data.destination : null;
  const charge: Stripe.Charge = {
    id,
    object: 'charge',
    amount: intent.amount,
    amount_captured: approved ? intent.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: fields.applicationFee,
    application_fee_amount: intent.application_fee_amount,
    balance_transaction: fields.balanceTransaction,
    billing_details: method.paymentMethod.billing_details,
    calculated_statement_descriptor: intent.statement_descriptor ?? 'FUNDPLAY SANDBOX',
    captured: approved,
    created: nowSeconds(),
    currency: intent.currency,
    customer: null,
    description: intent.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: declined?.code ?? null,
    failure_message: declined?.message ?? null,
    fraud_details: {},
    livemode: false,
    metadata: { ...intent.metadata },
    on_behalf_of: intent.on_behalf_of,
    outcome: outcome(declined),
    paid: approved,
    payment_intent: intent.id,
    payment_method: method.paymentMethod.id,
    payment_method_details: {
      card: cardDetails(method.card, method.paymentMethod, intent.amount, approved),
      type: 'card',
    },
    receipt_email: intent.receipt_email,
    receipt_number: null,
    receipt_url: `${fields.receiptBaseUrl}/receipts/payment/${id}`,
    refunded: false,
    refunds: embeddedList(`/v1/charges/${id}/refunds`),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: intent.statement_descriptor,
    statement_descriptor_suffix: intent.statement_descriptor_suffix,
    status: approved ? 'succeeded' : 'failed',
    ...(fields.transfer ? { transfer: fields.transfer } : {}),
    transfer_data: destination ? { amount: intent.transfer_data?.amount ?? null, destination } : null,
    transfer_group: approved ? intent.transfer_group : null,
  };
  tenant.charges[id] = charge;
  return charge;
}

export function findCharge(tenant: TenantState, id: string, param = 'id'): Stripe.Charge {
  const charge = tenant.charges[id];
  if (!charge) throw resourceMissing('charge', id, param);
  return charge;
}

export function newChargeId(): string {
  return newId('ch');
}

export const chargeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/charges/:id',
    handle: ({ tenant, pathParams }) => findCharge(tenant, pathParams.id ?? ''),
  },
  {
    method: 'GET',
    path: '/v1/charges',
    handle: ({ tenant, input }) => {
      input.allowOnly([
        'created',
        'limit',
        'starting_after',
        'ending_before',
        'payment_intent',
        'transfer_group',
        'customer',
      ]);
      const inRange = createdFilter(input);
      const [intent, group] = [input.string('payment_intent'), input.string('transfer_group')];
      const charges = Object.values(tenant.charges).filter(
        (charge) =>
          inRange(charge.created) &&
          (intent === undefined || charge.payment_intent === intent) &&
          (group === undefined || charge.transfer_group === group),
      );
      return listPage(charges, input, '/v1/charges');
    },
  },
];
