import type Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import { createdFilter, embeddedList, listPage } from '../list';
import type { Route } from '../router';
import type { TenantState } from '../state';
import { canReceiveTransfers, findAccount } from './accounts';
import { recordBalanceTransaction } from './balance-transactions';
import { emitEvent } from './events';

export const INSUFFICIENT_CAPABILITIES =
  'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments';

/** Money sent from the platform's balance to a connected account (the destination of a destination charge). */
export function recordTransfer(
  tenant: TenantState,
  fields: {
    amount: number;
    currency: string;
    destination: string;
    sourceTransaction: string | null;
    transferGroup: string | null;
    description?: string | null;
    metadata?: Record<string, string>;
  },
): Stripe.Transfer {
  const id = newId('tr');
  const balanceTransaction = recordBalanceTransaction(tenant, {
    id: newId('txn'),
    amount: -fields.amount,
    currency: fields.currency,
    type: 'transfer',
    reportingCategory: 'transfer',
    source: id,
  });
  const transfer: Stripe.Transfer = {
    id,
    object: 'transfer',
    amount: fields.amount,
    amount_reversed: 0,
    balance_transaction: balanceTransaction.id,
    created: nowSeconds(),
    currency: fields.currency,
    description: fields.description ?? null,
    destination: fields.destination,
    destination_payment: newId('py'),
    livemode: false,
    metadata: fields.metadata ?? {},
    reversals: embeddedList(`/v1/transfers/${id}/reversals`),
    reversed: false,
    source_transaction: fields.sourceTransaction,
    source_type: 'card',
    transfer_group: fields.transferGroup,
  };
  tenant.transfers[id] = transfer;
  return transfer;
}

/** Takes `amount` back from a transfer (a refund with `reverse_transfer`); returns the reversal's id. */
export function reverseTransfer(tenant: TenantState, transfer: Stripe.Transfer, amount: number): string {
  const id = newId('trr');
  const balanceTransaction = recordBalanceTransaction(tenant, {
    id: newId('txn'),
    amount,
    currency: transfer.currency,
    type: 'transfer_refund',
    reportingCategory: 'transfer_reversal',
    source: id,
  });
  transfer.amount_reversed += amount;
  transfer.reversed = transfer.amount_reversed >= transfer.amount;
  transfer.reversals.data.unshift({
    id,
    object: 'transfer_reversal',
    amount,
    balance_transaction: balanceTransaction.id,
    created: nowSeconds(),
    currency: transfer.currency,
    destination_payment_refund: null,
    metadata: {},
    source_refund: null,
    transfer: transfer.id,
  });
  return id;
}

export const transferRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/transfers',
    handle: (context) => {
      const { tenant, input, services } = context;
      input.allowOnly([
        'amount',
        'currency',
        'destination',
        'description',
        'metadata',
        'source_transaction',
        'transfer_group',
      ]);
      const amount = input.requiredInteger('amount');
      if (amount < 1)
        throw invalidRequest('Amount must be at least 1 cent', { param: 'amount', code: 'amount_too_small' });
      const destination = findAccount(tenant, input.requiredString('destination'), 'destination');
      if (!canReceiveTransfers(destination)) {
        throw invalidRequest(INSUFFICIENT_CAPABILITIES, {
          code: 'insufficient_capabilities_for_transfer',
          param: 'destination',
        });
      }
      const transfer = recordTransfer(tenant, {
        amount,
        currency: input.requiredString('currency').toLowerCase(),
        destination: destination.id,
        sourceTransaction: input.string('source_transaction') ?? null,
        transferGroup: input.string('transfer_group') ?? null,
        description: input.string('description') ?? null,
        metadata: input.metadata(),
      });
      services.store.changed();
      emitEvent(context, 'transfer.created', transfer);
      return transfer;
    },
  },
  {
    method: 'GET',
    path: '/v1/transfers/:id',
    handle: ({ tenant, pathParams }) => {
      const transfer = tenant.transfers[pathParams.id ?? ''];
      if (!transfer) throw resourceMissing('transfer', pathParams.id ?? '');
      return transfer;
    },
  },
  {
    method: 'GET',
    path: '/v1/transfers',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before', 'destination', 'transfer_group']);
      const inRange = createdFilter(input);
      const [destination, group] = [input.string('destination'), input.string('transfer_group')];
      const transfers = Object.values(tenant.transfers).filter(
        (transfer) =>
          inRange(transfer.created) &&
          (destination === undefined || transfer.destination === destination) &&
          (group === undefined || transfer.transfer_group === group),
      );
      return listPage(transfers, input, '/v1/transfers');
    },
  },
];
