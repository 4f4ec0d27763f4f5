import type Stripe from 'stripe';
import { resourceMissing } from '../errors';
import { DISPUTE_FEE } from '../fees';
import { newId, nowSeconds } from '../ids';
import { createdFilter, listPage } from '../list';
import type { EventOrigin, Route } from '../router';
import { recordBalanceTransaction } from './balance-transactions';
import { emitEvent } from './events';

const EVIDENCE_WINDOW_SECONDS = 7 * 24 * 3600;

function emptyEvidence(): Stripe.Dispute.Evidence {
  return {
    access_activity_log: null,
    billing_address: null,
    cancellation_policy: null,
    cancellation_policy_disclosure: null,
    cancellation_rebuttal: null,
    customer_communication: null,
    customer_email_address: null,
    customer_name: null,
    customer_purchase_ip: null,
    customer_signature: null,
    duplicate_charge_documentation: null,
    duplicate_charge_explanation: null,
    duplicate_charge_id: null,
    enhanced_evidence: {},
    product_description: null,
    receipt: null,
    refund_policy: null,
    refund_policy_disclosure: null,
    refund_refusal_explanation: null,
    service_date: null,
    service_documentation: null,
    shipping_address: null,
    shipping_carrier: null,
    shipping_date: null,
    shipping_documentation: null,
    shipping_tracking_number: null,
    uncategorized_file: null,
    uncategorized_text: null,
  };
}

/**
 * The cardholder of Stripe's dispute test card contests the charge right after it succeeds: the amount and
 * Stripe's dispute fee leave the platform's balance, and `charge.dispute.created` is emitted.
 */
export function disputeCharge(origin: EventOrigin, charge: Stripe.Charge): Stripe.Dispute {
  const id = newId('dp');
  const created = nowSeconds();
  const balanceTransaction = recordBalanceTransaction(origin.tenant, {
    id: newId('txn'),
    amount: -charge.amount,
    fee: DISPUTE_FEE,
    currency: charge.currency,
    type: 'adjustment',
    reportingCategory: 'dispute',
    source: id,
    description: `Chargeback withdrawal for ${charge.id}`,
  });
  const dispute: Stripe.Dispute = {
    id,
    object: 'dispute',
    amount: charge.amount,
    balance_transactions: [balanceTransaction],
    charge: charge.id,
    created,
    currency: charge.currency,
    enhanced_eligibility_types: [],
    evidence: emptyEvidence(),
    evidence_details: {
      due_by: created + EVIDENCE_WINDOW_SECONDS,
      enhanced_eligibility: {},
      has_evidence: false,
      past_due: false,
      submission_count: 0,
      submission_method: 'not_submitted',
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: typeof charge.payment_intent === 'string' ? charge.payment_intent : null,
    payment_method_details: {
      card: {
        brand: charge.payment_method_details?.card?.brand ?? 'visa',
        case_type: 'chargeback',
        network: charge.payment_method_details?.card?.network ?? 'visa',
        network_reason_code: '10.4',
      },
      type: 'card',
    },
    reason: 'fraudulent',
    status: 'needs_response',
  };
  origin.tenant.disputes[id] = dispute;
  charge.disputed = true;
  origin.services.store.changed();
  emitEvent(origin, 'charge.dispute.created', dispute);
  return dispute;
}

export const disputeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/disputes/:id',
    handle: ({ tenant, pathParams }) => {
      const dispute = tenant.disputes[pathParams.id ?? ''];
      if (!dispute) throw resourceMissing('dispute', pathParams.id ?? '');
      return dispute;
    },
  },
  {
    method: 'GET',
    path: '/v1/disputes',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before', 'charge', 'payment_intent']);
      const inRange = createdFilter(input);
      const [charge, intent] = [input.string('charge'), input.string('payment_intent')];
      const disputes = Object.values(tenant.disputes).filter(
        (dispute) =>
          inRange(dispute.created) &&
          (charge === undefined || dispute.charge === charge) &&
          (intent === undefined || dispute.payment_intent === intent),
      );
      return listPage(disputes, input, '/v1/disputes');
    },
  },
];
