import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors';
import { DISPUTE_FEE } from '../fees';
import { newId, nowSeconds } from '../ids';
import { createdFilter, listPage } from '../list';
import type { ApiContext, EventOrigin, Route } from '../router';
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

/** Stripe's test mode: evidence whose `uncategorized_text` is one of these closes the dispute so, at once. */
const TEST_EVIDENCE_OUTCOMES: Record<string, 'won' | 'lost'> = {
  winning_evidence: 'won',
  losing_evidence: 'lost',
};

/** Evidence fields taken as text (file fields take a file id, also text); `enhanced_evidence` is not supported. */
const EVIDENCE_FIELDS = Object.keys(emptyEvidence()).filter((field) => field !== 'enhanced_evidence');

const CLOSED_STATUSES: readonly Stripe.Dispute.Status[] = ['won', 'lost', 'warning_closed', 'prevented'];

function openDispute(tenant: ApiContext['tenant'], id: string): Stripe.Dispute {
  const dispute = tenant.disputes[id];
  if (!dispute) throw resourceMissing('dispute', id);
  if (CLOSED_STATUSES.includes(dispute.status)) {
    throw invalidRequest(`This dispute is already closed (${dispute.status}); it can no longer be changed.`, {
      code: 'dispute_already_closed',
    });
  }
  return dispute;
}

/**
 * Closes a dispute and emits `charge.dispute.closed`; a won one gives the disputed amount back to the platform's
 * balance (Stripe keeps its dispute fee) and also emits `charge.dispute.funds_reinstated`.
 */
function closeDispute(origin: EventOrigin, dispute: Stripe.Dispute, status: 'won' | 'lost'): Stripe.Dispute {
  const previousStatus = dispute.status;
  dispute.status = status;
  if (status === 'won') {
    dispute.balance_transactions.push(
      recordBalanceTransaction(origin.tenant, {
        id: newId('txn'),
        amount: dispute.amount,
        currency: dispute.currency,
        type: 'adjustment',
        reportingCategory: 'dispute_reversal',
        source: dispute.id,
        description: `Chargeback reversal for ${String(dispute.charge)}`,
      }),
    );
  }
  origin.services.store.changed();
  emitEvent(origin, 'charge.dispute.closed', dispute, { previousAttributes: { status: previousStatus } });
  if (status === 'won') emitEvent(origin, 'charge.dispute.funds_reinstated', dispute);
  return dispute;
}

export const disputeRoutes: Route[] = [
  {
    // Submitting evidence; in test mode `winning_evidence` / `losing_evidence` close the dispute won / lost.
    method: 'POST',
    path: '/v1/disputes/:id',
    handle: (context) => {
      const { input } = context;
      input.allowOnly(['evidence', 'metadata', 'submit', 'intended_submission_method']);
      const dispute = openDispute(context.tenant, context.pathParams.id ?? '');
      const evidence = input.object('evidence')?.allowOnly(EVIDENCE_FIELDS);
      const submit = input.boolean('submit') ?? true;
      const previousStatus = dispute.status;
      if (evidence) {
        for (const field of EVIDENCE_FIELDS) {
          const value = evidence.nullableString(field);
          if (value !== undefined) (dispute.evidence as unknown as Record<string, unknown>)[field] = value;
        }
        dispute.evidence_details.has_evidence = true;
      }
      dispute.metadata = input.metadata(dispute.metadata);
      if (submit && dispute.evidence_details.has_evidence) {
        dispute.evidence_details.submission_count += 1;
        dispute.evidence_details.submission_method = 'manual';
        const outcome = TEST_EVIDENCE_OUTCOMES[dispute.evidence.uncategorized_text ?? ''];
        if (outcome) return closeDispute(context, dispute, outcome);
        dispute.status = dispute.status.startsWith('warning_') ? 'warning_under_review' : 'under_review';
      }
      context.services.store.changed();
      emitEvent(context, 'charge.dispute.updated', dispute, { previousAttributes: { status: previousStatus } });
      return dispute;
    },
  },
  {
    // Accepting the dispute: it closes lost.
    method: 'POST',
    path: '/v1/disputes/:id/close',
    handle: (context) => {
      context.input.allowOnly([]);
      return closeDispute(context, openDispute(context.tenant, context.pathParams.id ?? ''), 'lost');
    },
  },
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
