import type Stripe from 'stripe';
import { cardError } from '../errors';
import { processingFee } from '../fees';
import { newId } from '../ids';
import type { ApiContext } from '../router';
import { recordApplicationFee } from './application-fees';
import { recordBalanceTransaction } from './balance-transactions';
import { newChargeId, recordCharge } from './charges';
import { disputeCharge } from './disputes';
import { emitEvent } from './events';
import type { ResolvedPaymentMethod } from './payment-methods';
import { recordTransfer } from './transfers';

// What confirming a PaymentIntent with a test card leaves behind, as Stripe does it: the charge and the money it
// moves (balance transaction, destination transfer, application fee, a dispute for the disputing card), or a
// failed charge and a card error. The endpoints that get here are in payment-intents.ts.

/** A successful card: the charge, its balance transaction, the transfer and fee of a destination charge. */
export function succeedPayment(context: ApiContext, intent: Stripe.PaymentIntent, method: ResolvedPaymentMethod): void {
  const { tenant } = context;
  const chargeId = newChargeId();
  const balanceTransaction = recordBalanceTransaction(tenant, {
    id: newId('txn'),
    amount: intent.amount,
    fee: processingFee(intent.amount),
    currency: intent.currency,
    type: 'charge',
    reportingCategory: 'charge',
    source: chargeId,
    description: intent.description,
  });
  const destination = typeof intent.transfer_data?.destination === 'string' ? intent.transfer_data.destination : null;
  // With application_fee_amount Stripe transfers the whole amount, then collects the fee from the connected account.
  intent.transfer_group ??= destination ? `group_${intent.id}` : null;
  const transfer = destination
    ? recordTransfer(tenant, {
        amount: intent.transfer_data?.amount ?? intent.amount,
        currency: intent.currency,
        destination,
        sourceTransaction: chargeId,
        transferGroup: intent.transfer_group,
      })
    : null;
  const applicationFee =
    destination && intent.application_fee_amount
      ? recordApplicationFee(tenant, {
          amount: intent.application_fee_amount,
          currency: intent.currency,
          account: destination,
          charge: chargeId,
        })
      : null;
  const charge = recordCharge(tenant, {
    id: chargeId,
    intent,
    method,
    declined: null,
    balanceTransaction: balanceTransaction.id,
    applicationFee: applicationFee?.id ?? null,
    transfer: transfer?.id ?? null,
    receiptBaseUrl: context.baseUrl,
  });
  Object.assign(intent, {
    amount_received: intent.amount,
    last_payment_error: null,
    latest_charge: charge.id,
    payment_method: method.paymentMethod.id,
    status: 'succeeded',
  } satisfies Partial<Stripe.PaymentIntent>);
  context.services.store.changed();

  emitEvent(context, 'charge.succeeded', charge);
  emitEvent(context, 'payment_intent.succeeded', intent);
  if (applicationFee) emitEvent(context, 'application_fee.created', applicationFee);
  if (transfer) emitEvent(context, 'transfer.created', transfer);
  if (method.card.outcome.kind === 'disputed') disputeCharge(context, charge);
}

/** A declined card: a failed charge, the intent back to `requires_payment_method`, and a 402 `card_error`. */
export function declinePayment(
  context: ApiContext,
  intent: Stripe.PaymentIntent,
  method: ResolvedPaymentMethod,
): never {
  const declined = method.card.outcome;
  if (declined.kind !== 'declined') throw new Error('declinePayment() called for a card that is not declined');
  const charge = recordCharge(context.tenant, {
    id: newChargeId(),
    intent,
    method,
    declined,
    balanceTransaction: null,
    applicationFee: null,
    transfer: null,
    receiptBaseUrl: context.baseUrl,
  });
  Object.assign(intent, {
    last_payment_error: {
      charge: charge.id,
      code: declined.code as Stripe.PaymentIntent.LastPaymentError.Code,
      decline_code: declined.declineCode,
      doc_url: `https://stripe.com/docs/error-codes/${declined.code.replace(/_/g, '-')}`,
      message: declined.message,
      payment_method: method.paymentMethod,
      type: 'card_error',
    },
    latest_charge: charge.id,
    payment_method: null,
    status: 'requires_payment_method',
  } satisfies Partial<Stripe.PaymentIntent>);
  context.services.store.changed();
  emitEvent(context, 'charge.failed', charge);
  emitEvent(context, 'payment_intent.payment_failed', intent);
  throw cardError(declined.message, {
    code: declined.code,
    decline_code: declined.declineCode,
    charge: charge.id,
    payment_intent: structuredClone(intent),
    payment_method: method.paymentMethod,
  });
}
