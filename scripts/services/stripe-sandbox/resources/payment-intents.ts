// The PaymentIntents resource: create, retrieve (Stripe.js's too), update, confirm, cancel and list, each with the
// checks Stripe makes. Over 300 lines on purpose: one resource per file, like the rest of resources/, so it reads
// beside Stripe's API reference. What a confirmation leaves behind is in payment-intent-outcomes.ts.
import type Stripe from 'stripe';
import { invalidParam, invalidRequest, missingParam, resourceMissing } from '../errors';
import { newId, nowSeconds, randomToken } from '../ids';
import { createdFilter, listPage } from '../list';
import type { ParamReader } from '../params';
import type { ApiContext, Route } from '../router';
import type { TenantState } from '../state';
import { canReceiveTransfers } from './accounts';
import { emitEvent } from './events';
import { declinePayment, succeedPayment } from './payment-intent-outcomes';
import { createCardPaymentMethod, findPaymentMethod, type ResolvedPaymentMethod } from './payment-methods';
import { INSUFFICIENT_CAPABILITIES } from './transfers';

const MINIMUM_AMOUNT = 50;
const MAXIMUM_AMOUNT = 99_999_999;
const CONFIRMABLE: Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
];
const CONFIRM_PARAMS = [
  'payment_method',
  'payment_method_data',
  'payment_method_options',
  'receipt_email',
  'return_url',
  'use_stripe_sdk',
  'error_on_requires_action',
];

function findIntent(tenant: TenantState, id: string): Stripe.PaymentIntent {
  const intent = tenant.paymentIntents[id];
  if (!intent) throw resourceMissing('payment_intent', id, 'intent');
  return intent;
}

/** Stripe.js reaches a PaymentIntent with the publishable key and the intent's client secret. */
function checkClientSecret(context: ApiContext, intent: Stripe.PaymentIntent): void {
  if (context.keyKind !== 'publishable') return;
  const secret = context.input.string('client_secret');
  if (!secret) throw missingParam('client_secret');
  if (secret !== intent.client_secret) {
    throw invalidRequest(
      'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
      {
        code: 'payment_intent_invalid_parameter',
        param: 'client_secret',
      },
    );
  }
}

function unexpectedState(intent: Stripe.PaymentIntent, action: string) {
  return invalidRequest(`You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, {
    code: 'payment_intent_unexpected_state',
    payment_intent: structuredClone(intent),
  });
}

function readAmount(input: ParamReader, required: boolean): number | undefined {
  const amount = required ? input.requiredInteger('amount') : input.integer('amount');
  if (amount === undefined) return undefined;
  if (amount < MINIMUM_AMOUNT) {
    throw invalidRequest('Amount must be at least $0.50 usd', { code: 'amount_too_small', param: 'amount' });
  }
  if (amount > MAXIMUM_AMOUNT) {
    throw invalidRequest('Amount must be no more than $999,999.99', { code: 'amount_too_large', param: 'amount' });
  }
  return amount;
}

function readPaymentMethodTypes(input: ParamReader): string[] | undefined {
  const types = input.stringArray('payment_method_types');
  if (types?.some((type) => type !== 'card')) {
    throw invalidParam(
      'payment_method_types',
      'The sandbox supports the card payment method type only.',
      'payment_method_unactivated',
    );
  }
  return types;
}

/** On by default (as Stripe's API has been since 2023) unless payment_method_types are listed. */
function readAutomaticPaymentMethods(
  input: ParamReader,
  paymentMethodTypes: string[] | undefined,
): 'always' | 'never' | null {
  const automatic = input.object('automatic_payment_methods');
  automatic?.allowOnly(['enabled', 'allow_redirects']);
  const enabled = automatic?.boolean('enabled') ?? paymentMethodTypes === undefined;
  return enabled ? (automatic?.oneOf('allow_redirects', ['always', 'never'] as const) ?? 'always') : null;
}

/** The destination account of a destination charge, which Stripe requires to accept transfers. */
function readDestination(context: ApiContext): Stripe.PaymentIntent.TransferData | null {
  const transferData = context.input.object('transfer_data');
  if (!transferData) return null;
  transferData.allowOnly(['destination', 'amount']);
  const destinationId = transferData.requiredString('destination');
  const destination = context.tenant.accounts[destinationId];
  if (!destination) {
    throw invalidRequest(`No such destination: '${destinationId}'`, {
      code: 'resource_missing',
      param: 'transfer_data[destination]',
    });
  }
  if (!canReceiveTransfers(destination)) {
    throw invalidRequest(INSUFFICIENT_CAPABILITIES, {
      code: 'insufficient_capabilities_for_transfer',
      param: 'transfer_data[destination]',
    });
  }
  const amount = transferData.integer('amount');
  return { destination: destinationId, ...(amount !== undefined ? { amount } : {}) };
}

function checkApplicationFee(intent: Stripe.PaymentIntent): void {
  const fee = intent.application_fee_amount;
  if (fee === null) return;
  if (!intent.transfer_data && !intent.on_behalf_of) {
    throw invalidRequest(
      'Can only apply an application_fee_amount when the PaymentIntent is attempting a direct payment (using an OAuth ' +
        'key or Stripe-Account header) or destination payment (using `transfer_data[destination]`).',
      { param: 'application_fee_amount' },
    );
  }
  if (fee < 0 || fee > intent.amount) {
    throw invalidParam(
      'application_fee_amount',
      'The application fee must be between 0 and the amount of the PaymentIntent.',
    );
  }
}

function newIntent(
  id: string,
  fields: {
    amount: number;
    currency: string;
    applicationFeeAmount: number | null;
    /** `automatic_payment_methods[allow_redirects]`, or null when automatic payment methods are off. */
    automatic: 'always' | 'never' | null;
    description: string | null;
    metadata: Record<string, string>;
    onBehalfOf: string | null;
    receiptEmail: string | null;
    statementDescriptor: string | null;
    statementDescriptorSuffix: string | null;
    transferData: Stripe.PaymentIntent.TransferData | null;
    transferGroup: string | null;
  },
): Stripe.PaymentIntent {
  return {
    id,
    object: 'payment_intent',
    allowed_payment_method_types: null,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: fields.applicationFeeAmount,
    automatic_payment_methods: fields.automatic ? { allow_redirects: fields.automatic, enabled: true } : null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: 'automatic',
    client_secret: `${id}_secret_${randomToken(25)}`,
    confirmation_method: 'automatic',
    created: nowSeconds(),
    currency: fields.currency,
    customer: null,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null,
    on_behalf_of: fields.onBehalfOf,
    payment_method: null,
    payment_method_configuration_details: fields.automatic ? { id: 'pmc_FundPlaySandboxCards', parent: null } : null,
    payment_method_options: {
      card: { installments: null, mandate_options: null, network: null, request_three_d_secure: 'automatic' },
    },
    payment_method_types: ['card'],
    payment_record: null,
    processing: null,
    receipt_email: fields.receiptEmail,
    review: null,
    setup_future_usage: null,
    shipping: null,
    source: null,
    statement_descriptor: fields.statementDescriptor,
    statement_descriptor_suffix: fields.statementDescriptorSuffix,
    status: 'requires_payment_method',
    transfer_data: fields.transferData,
    transfer_group: fields.transferGroup,
  };
}

function resolvePaymentMethod(context: ApiContext, intent: Stripe.PaymentIntent): ResolvedPaymentMethod {
  const { tenant, input } = context;
  const id = input.string('payment_method');
  if (id) return findPaymentMethod(tenant, id);
  const data = input.object('payment_method_data');
  if (data) return createCardPaymentMethod(tenant, data);
  if (typeof intent.payment_method === 'string') return findPaymentMethod(tenant, intent.payment_method);
  throw invalidRequest(
    "You cannot confirm this PaymentIntent because it's missing a payment method. Provide `payment_method` or " +
      '`payment_method_data`.',
    { code: 'payment_intent_unexpected_state', payment_intent: structuredClone(intent) },
  );
}

/** Confirms with a test card: Stripe's outcomes for its test numbers (see test-cards.ts). */
function confirm(context: ApiContext, intent: Stripe.PaymentIntent): Stripe.PaymentIntent {
  if (intent.status === 'succeeded') {
    throw invalidRequest(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
      { code: 'payment_intent_unexpected_state', payment_intent: structuredClone(intent) },
    );
  }
  if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent, 'confirm');
  const receiptEmail = context.input.nullableString('receipt_email');
  if (receiptEmail !== undefined) intent.receipt_email = receiptEmail;
  const method = resolvePaymentMethod(context, intent);
  if (method.card.outcome.kind === 'declined') declinePayment(context, intent, method);
  succeedPayment(context, intent, method);
  return intent;
}

function createIntent(context: ApiContext): Stripe.PaymentIntent {
  const { tenant, input, services } = context;
  input.allowOnly([
    'amount',
    'currency',
    'application_fee_amount',
    'automatic_payment_methods',
    'capture_method',
    'confirm',
    'confirmation_method',
    'description',
    'metadata',
    'on_behalf_of',
    'payment_method_types',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'transfer_data',
    'transfer_group',
    ...CONFIRM_PARAMS,
  ]);
  const captureMethod = input.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']);
  if (captureMethod === 'manual') {
    throw invalidParam('capture_method', 'The sandbox captures payments automatically only.');
  }
  const currency = input.requiredString('currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam('currency', `Invalid currency: ${currency}`);
  const paymentMethodTypes = readPaymentMethodTypes(input);
  const onBehalfOf = input.string('on_behalf_of') ?? null;
  if (onBehalfOf && !tenant.accounts[onBehalfOf]) throw resourceMissing('account', onBehalfOf, 'on_behalf_of');
  const id = newId('pi');
  const intent = newIntent(id, {
    amount: readAmount(input, true) ?? 0,
    currency,
    applicationFeeAmount: input.integer('application_fee_amount') ?? null,
    automatic: readAutomaticPaymentMethods(input, paymentMethodTypes),
    description: input.nullableString('description') ?? null,
    metadata: input.metadata(),
    onBehalfOf,
    receiptEmail: input.nullableString('receipt_email') ?? null,
    statementDescriptor: input.nullableString('statement_descriptor') ?? null,
    statementDescriptorSuffix: input.nullableString('statement_descriptor_suffix') ?? null,
    transferData: readDestination(context),
    transferGroup: input.nullableString('transfer_group') ?? null,
  });
  checkApplicationFee(intent);
  tenant.paymentIntents[id] = intent;
  services.store.changed();
  emitEvent(context, 'payment_intent.created', intent);
  if (input.boolean('confirm')) confirm(context, intent);
  else if (input.has('payment_method'))
    intent.payment_method = findPaymentMethod(tenant, input.requiredString('payment_method')).paymentMethod.id;
  return intent;
}

function updateIntent(context: ApiContext): Stripe.PaymentIntent {
  const { tenant, input, pathParams, services } = context;
  input.allowOnly([
    'amount',
    'currency',
    'application_fee_amount',
    'description',
    'metadata',
    'payment_method',
    'payment_method_types',
    'receipt_email',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'transfer_group',
  ]);
  const intent = findIntent(tenant, pathParams.id ?? '');
  const changesPayment = ['amount', 'currency', 'application_fee_amount', 'payment_method'].some((key) =>
    input.has(key),
  );
  if (changesPayment && !CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent, 'update');
  intent.amount = readAmount(input, false) ?? intent.amount;
  intent.currency = input.string('currency')?.toLowerCase() ?? intent.currency;
  if (input.has('application_fee_amount'))
    intent.application_fee_amount = input.integer('application_fee_amount') ?? null;
  checkApplicationFee(intent);
  readPaymentMethodTypes(input);
  if (input.has('payment_method')) {
    intent.payment_method = findPaymentMethod(tenant, input.requiredString('payment_method')).paymentMethod.id;
  }
  for (const [param, field] of [
    ['description', 'description'],
    ['receipt_email', 'receipt_email'],
    ['statement_descriptor', 'statement_descriptor'],
    ['statement_descriptor_suffix', 'statement_descriptor_suffix'],
    ['transfer_group', 'transfer_group'],
  ] as const) {
    const value = input.nullableString(param);
    if (value !== undefined) intent[field] = value;
  }
  intent.metadata = input.metadata(intent.metadata);
  services.store.changed();
  return intent;
}

export const paymentIntentRoutes: Route[] = [
  { method: 'POST', path: '/v1/payment_intents', handle: createIntent },
  {
    method: 'GET',
    path: '/v1/payment_intents/:id',
    publishable: true,
    handle: (context) => {
      context.input.allowOnly(['client_secret']);
      const intent = findIntent(context.tenant, context.pathParams.id ?? '');
      checkClientSecret(context, intent);
      return intent;
    },
  },
  { method: 'POST', path: '/v1/payment_intents/:id', handle: updateIntent },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/confirm',
    publishable: true,
    handle: (context) => {
      context.input.allowOnly([...CONFIRM_PARAMS, 'client_secret', 'expected_payment_method_type']);
      const intent = findIntent(context.tenant, context.pathParams.id ?? '');
      checkClientSecret(context, intent);
      return confirm(context, intent);
    },
  },
  {
    method: 'POST',
    path: '/v1/payment_intents/:id/cancel',
    handle: (context) => {
      context.input.allowOnly(['cancellation_reason']);
      const intent = findIntent(context.tenant, context.pathParams.id ?? '');
      if (!CONFIRMABLE.includes(intent.status)) throw unexpectedState(intent, 'cancel');
      intent.cancellation_reason =
        context.input.oneOf('cancellation_reason', ['abandoned', 'duplicate', 'fraudulent', 'requested_by_customer']) ??
        null;
      intent.canceled_at = nowSeconds();
      intent.status = 'canceled';
      context.services.store.changed();
      emitEvent(context, 'payment_intent.canceled', intent);
      return intent;
    },
  },
  {
    method: 'GET',
    path: '/v1/payment_intents',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before', 'customer']);
      const inRange = createdFilter(input);
      return listPage(
        Object.values(tenant.paymentIntents).filter((intent) => inRange(intent.created)),
        input,
        '/v1/payment_intents',
      );
    },
  },
];
