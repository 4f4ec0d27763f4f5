import type Stripe from 'stripe';
import { resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import { createdFilter, embeddedList, listPage } from '../list';
import type { Route } from '../router';
import type { TenantState } from '../state';
import { recordBalanceTransaction } from './balance-transactions';

/** The platform's Connect application, as Stripe names it on the fees it collects. */
const PLATFORM_APPLICATION = 'ca_FundPlaySandboxPlatform';

/** The platform's cut of a destination charge (`application_fee_amount`), collected from the connected account. */
export function recordApplicationFee(
  tenant: TenantState,
  fields: { amount: number; currency: string; account: string; charge: string },
): Stripe.ApplicationFee {
  const id = newId('fee');
  const balanceTransaction = recordBalanceTransaction(tenant, {
    id: newId('txn'),
    amount: fields.amount,
    currency: fields.currency,
    type: 'application_fee',
    reportingCategory: 'platform_earning',
    source: id,
  });
  const fee: Stripe.ApplicationFee = {
    id,
    object: 'application_fee',
    account: fields.account,
    amount: fields.amount,
    amount_refunded: 0,
    application: PLATFORM_APPLICATION,
    balance_transaction: balanceTransaction.id,
    charge: fields.charge,
    created: nowSeconds(),
    currency: fields.currency,
    fee_source: { charge: fields.charge, type: 'charge' },
    livemode: false,
    originating_transaction: fields.charge,
    refunded: false,
    refunds: embeddedList(`/v1/application_fees/${id}/refunds`),
  };
  tenant.applicationFees[id] = fee;
  return fee;
}

/** Gives `amount` of the fee back to the connected account (a refund with `refund_application_fee`). */
export function refundApplicationFee(tenant: TenantState, fee: Stripe.ApplicationFee, amount: number): void {
  if (amount <= 0) return;
  const id = newId('fr');
  const balanceTransaction = recordBalanceTransaction(tenant, {
    id: newId('txn'),
    amount: -amount,
    currency: fee.currency,
    type: 'application_fee_refund',
    reportingCategory: 'platform_earning_refund',
    source: id,
  });
  fee.amount_refunded += amount;
  fee.refunded = fee.amount_refunded >= fee.amount;
  fee.refunds.data.unshift({
    id,
    object: 'fee_refund',
    amount,
    balance_transaction: balanceTransaction.id,
    created: nowSeconds(),
    currency: fee.currency,
    fee: fee.id,
    metadata: {},
  });
}

export const applicationFeeRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/application_fees/:id',
    handle: ({ tenant, pathParams }) => {
      const fee = tenant.applicationFees[pathParams.id ?? ''];
      if (!fee) throw resourceMissing('application fee', pathParams.id ?? '');
      return fee;
    },
  },
  {
    method: 'GET',
    path: '/v1/application_fees',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before', 'charge']);
      const inRange = createdFilter(input);
      const charge = input.string('charge');
      const fees = Object.values(tenant.applicationFees).filter(
        (fee) => inRange(fee.created) && (charge === undefined || fee.charge === charge),
      );
      return listPage(fees, input, '/v1/application_fees');
    },
  },
];
