import type Stripe from 'stripe';
import { invalidParam, invalidRequest, resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import { createdFilter, embeddedList, listPage } from '../list';
import type { ApiContext, Route } from '../router';
import { refundApplicationFee } from './application-fees';
import { recordBalanceTransaction } from './balance-transactions';
import { findCharge } from './charges';
import { emitEvent } from './events';
import { reverseTransfer } from './transfers';

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** The charge a refund is for: the one named, or the PaymentIntent's successful charge. */
function chargeToRefund(context: ApiContext): Stripe.Charge {
  const { tenant, input } = context;
  const chargeId = input.string('charge');
  const intentId = input.string('payment_intent');
  if (chargeId && intentId) {
    throw invalidRequest('You can only pass one of `charge` or `payment_intent`.', { param: 'payment_intent' });
  }
  if (chargeId) return findCharge(tenant, chargeId, 'charge');
  if (!intentId) {
    throw invalidRequest('One of the following params should be provided for this request: payment_intent or charge.', {
      code: 'parameter_missing',
    });
  }
  const intent = tenant.paymentIntents[intentId];
  if (!intent) throw resourceMissing('payment_intent', intentId, 'payment_intent');
  const latest = typeof intent.latest_charge === 'string' ? tenant.charges[intent.latest_charge] : undefined;
  if (intent.status !== 'succeeded' || !latest) {
    throw invalidRequest(`This PaymentIntent (${intent.id}) does not have a successful charge to refund.`, {
      code: 'charge_not_refundable',
      param: 'payment_intent',
    });
  }
  return latest;
}

/**
 * Refunds all or part of a succeeded charge. Stripe keeps its processing fee; `reverse_transfer` takes the
 * amount back from the destination account and `refund_application_fee` returns the same share of the
 * platform's fee to it. Emits `charge.refunded` (the charge, with `amount_refunded` and `refunds`) and `refund.created`.
 */
function createRefund(context: ApiContext): Stripe.Refund {
  const { tenant, input, services } = context;
  input.allowOnly([
    'charge',
    'payment_intent',
    'amount',
    'reason',
    'metadata',
    'refund_application_fee',
    'reverse_transfer',
    'instructions_email',
  ]);
  const charge = chargeToRefund(context);
  if (charge.status !== 'succeeded') {
    throw invalidRequest(`Charge ${charge.id} has not succeeded and cannot be refunded.`, {
      code: 'charge_not_refundable',
    });
  }
  if (charge.disputed) {
    throw invalidRequest(`Charge ${charge.id} has been charged back; cannot issue a refund.`, {
      code: 'charge_disputed',
    });
  }
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining === 0) {
    throw invalidRequest(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
  }
  const amount = input.integer('amount') ?? remaining;
  if (amount < 1) throw invalidParam('amount', 'Invalid positive integer', 'parameter_invalid_integer');
  if (amount > remaining) {
    throw invalidRequest(
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
      { code: 'amount_too_large', param: 'amount' },
    );
  }
  const reason = input.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']) ?? null;

  const id = newId('re');
  const balanceTransaction = recordBalanceTransaction(tenant, {
    id: newId('txn'),
    amount: -amount,
    currency: charge.currency,
    type: 'refund',
    reportingCategory: 'refund',
    source: id,
  });
  const transfer = typeof charge.transfer === 'string' ? tenant.transfers[charge.transfer] : undefined;
  const transferReversal =
    transfer && input.boolean('reverse_transfer')
      ? reverseTransfer(tenant, transfer, Math.floor((transfer.amount * amount) / charge.amount))
      : null;
  const fee = typeof charge.application_fee === 'string' ? tenant.applicationFees[charge.application_fee] : undefined;
  if (fee && input.boolean('refund_application_fee')) {
    const share = Math.min(Math.floor((fee.amount * amount) / charge.amount), fee.amount - fee.amount_refunded);
    refundApplicationFee(tenant, fee, share);
  }

  const refund: Stripe.Refund = {
    id,
    object: 'refund',
    amount,
    balance_transaction: balanceTransaction.id,
    charge: charge.id,
    created: nowSeconds(),
    currency: charge.currency,
    customer: null,
    customer_account: null,
    destination_details: {
      card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' },
      type: 'card',
    },
    metadata: input.metadata(),
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: transferReversal,
  };
  tenant.refunds[id] = refund;

  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  charge.refunds ??= embeddedList(`/v1/charges/${charge.id}/refunds`);
  charge.refunds.data.unshift(structuredClone(refund));
  services.store.changed();

  emitEvent(context, 'charge.refunded', charge, { previousAttributes: previous });
  emitEvent(context, 'refund.created', refund);
  if (transfer && transferReversal) emitEvent(context, 'transfer.reversed', transfer);
  if (fee && input.boolean('refund_application_fee')) emitEvent(context, 'application_fee.refunded', fee);
  return refund;
}

export const refundRoutes: Route[] = [
  { method: 'POST', path: '/v1/refunds', handle: createRefund },
  {
    method: 'GET',
    path: '/v1/refunds/:id',
    handle: ({ tenant, pathParams }) => {
      const refund = tenant.refunds[pathParams.id ?? ''];
      if (!refund) throw resourceMissing('refund', pathParams.id ?? '', 'refund');
      return refund;
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before', 'charge', 'payment_intent']);
      const inRange = createdFilter(input);
      const [charge, intent] = [input.string('charge'), input.string('payment_intent')];
      const refunds = Object.values(tenant.refunds).filter(
        (refund) =>
          inRange(refund.created) &&
          (charge === undefined || refund.charge === charge) &&
          (intent === undefined || refund.payment_intent === intent),
      );
      return listPage(refunds, input, '/v1/refunds');
    },
  },
];
