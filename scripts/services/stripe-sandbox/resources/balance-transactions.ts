import type Stripe from 'stripe';
import { resourceMissing } from '../errors';
import { nowSeconds } from '../ids';
import { createdFilter, listPage } from '../list';
import type { Route } from '../router';
import type { TenantState } from '../state';

const TWO_DAYS = 2 * 24 * 3600;

/**
 * A movement of the platform's balance. Only a charge's carries a `fee` (Stripe's processing fee, in
 * `fee_details` as `stripe_fee`); refunds give none of it back, as on Stripe.
 */
export function recordBalanceTransaction(
  tenant: TenantState,
  fields: {
    id: string;
    amount: number;
    fee?: number;
    currency: string;
    type: Stripe.BalanceTransaction.Type;
    reportingCategory: string;
    source: string;
    description?: string | null;
  },
): Stripe.BalanceTransaction {
  const created = nowSeconds();
  const fee = fields.fee ?? 0;
  const transaction: Stripe.BalanceTransaction = {
    id: fields.id,
    object: 'balance_transaction',
    amount: fields.amount,
    available_on: created + TWO_DAYS,
    balance_type: 'payments',
    created,
    currency: fields.currency,
    description: fields.description ?? null,
    exchange_rate: null,
    fee,
    fee_details:
      fee === 0
        ? []
        : [
            {
              amount: fee,
              application: null,
              currency: fields.currency,
              description: 'Stripe processing fees',
              type: 'stripe_fee',
            },
          ],
    net: fields.amount - fee,
    reporting_category: fields.reportingCategory,
    source: fields.source,
    status: 'pending',
    type: fields.type,
  };
  tenant.balanceTransactions[transaction.id] = transaction;
  return transaction;
}

export const balanceTransactionRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/balance_transactions/:id',
    handle: ({ tenant, pathParams }) => {
      const transaction = tenant.balanceTransactions[pathParams.id ?? ''];
      if (!transaction) throw resourceMissing('balance transaction', pathParams.id ?? '');
      return transaction;
    },
  },
  {
    method: 'GET',
    path: '/v1/balance_transactions',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before', 'source', 'type', 'currency', 'payout']);
      const inRange = createdFilter(input);
      const [source, type, currency] = [input.string('source'), input.string('type'), input.string('currency')];
      const transactions = Object.values(tenant.balanceTransactions).filter(
        (transaction) =>
          inRange(transaction.created) &&
          (source === undefined || transaction.source === source) &&
          (type === undefined || transaction.type === type) &&
          (currency === undefined || transaction.currency === currency),
      );
      return listPage(transactions, input, '/v1/balance_transactions');
    },
  },
];
