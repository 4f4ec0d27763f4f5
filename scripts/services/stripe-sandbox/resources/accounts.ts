// The Accounts resource (Connect accounts): create, retrieve, update, delete and list, the requirements and
// capabilities an account carries, and the onboarding that completes them. Over 300 lines on purpose: one resource
// per file, like the rest of resources/.
import type Stripe from 'stripe';
import { invalidParam, resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import { createdFilter, embeddedList, listPage } from '../list';
import type { ParamReader } from '../params';
import type { ApiContext, EventOrigin, Route } from '../router';
import { withoutEntries, type TenantState } from '../state';
import { emitEvent } from './events';

type Capability = 'card_payments' | 'transfers';

/** What a new Express account still has to provide; the onboarding page provides all of it. */
const ONBOARDING_REQUIREMENTS = [
  'business_profile.mcc',
  'business_profile.url',
  'external_account',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

function requirements(due: string[]): Stripe.Account.Requirements & Stripe.Account.FutureRequirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...due],
    disabled_reason: due.length > 0 ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: [...due],
    past_due: [...due],
    pending_verification: [],
  };
}

function controllerFor(type: Stripe.Account.Type): Stripe.Account.Controller {
  if (type === 'standard') {
    return {
      fees: { payer: 'account' },
      is_controller: true,
      losses: { payments: 'stripe' },
      requirement_collection: 'stripe',
      stripe_dashboard: { type: 'full' },
      type: 'application',
    };
  }
  return {
    fees: { payer: 'application' },
    is_controller: true,
    losses: { payments: 'application' },
    requirement_collection: type === 'custom' ? 'application' : 'stripe',
    stripe_dashboard: { type: type === 'custom' ? 'none' : 'express' },
    type: 'application',
  };
}

function newAccount(
  id: string,
  fields: {
    type: Stripe.Account.Type;
    country: string;
    email: string | null;
    businessType: Stripe.Account.BusinessType | null;
    businessName: string | null;
    businessUrl: string | null;
    capabilities: Capability[];
    defaultCurrency: string;
    metadata: Record<string, string>;
  },
): Stripe.Account {
  const due = requirements(ONBOARDING_REQUIREMENTS);
  return {
    id,
    object: 'account',
    business_profile: {
      annual_revenue: null,
      estimated_worker_count: null,
      mcc: null,
      minority_owned_business_designation: null,
      name: fields.businessName,
      product_description: null,
      specified_commercial_transactions_act_url: null,
      support_address: null,
      support_email: null,
      support_phone: null,
      support_url: null,
      url: fields.businessUrl,
    },
    business_type: fields.businessType,
    capabilities: Object.fromEntries(fields.capabilities.map((capability) => [capability, 'inactive'])),
    charges_enabled: false,
    controller: controllerFor(fields.type),
    country: fields.country,
    created: nowSeconds(),
    default_currency: fields.defaultCurrency,
    details_submitted: false,
    email: fields.email,
    external_accounts: embeddedList(`/v1/accounts/${id}/external_accounts`),
    future_requirements: requirements([]),
    metadata: fields.metadata,
    payouts_enabled: false,
    requirements: due,
    settings: {
      bacs_debit_payments: { display_name: null, service_user_number: null },
      branding: { icon: null, logo: null, primary_color: null, secondary_color: null },
      card_issuing: { tos_acceptance: { date: null, ip: null } },
      card_payments: {
        decline_on: { avs_failure: false, cvc_failure: false },
        statement_descriptor_prefix: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
      dashboard: { display_name: fields.businessName, timezone: 'Etc/UTC' },
      invoices: { default_account_tax_ids: null, hosted_payment_method_save: 'offer' },
      payments: {
        statement_descriptor: null,
        statement_descriptor_kana: null,
        statement_descriptor_kanji: null,
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
      payouts: {
        debit_negative_balances: true,
        schedule: { delay_days: 2, interval: 'daily' },
        statement_descriptor: null,
      },
      sepa_debit_payments: {},
    },
    tos_acceptance: { date: null, ip: null, user_agent: null },
    type: fields.type,
  };
}

export function findAccount(tenant: TenantState, id: string, param = 'account'): Stripe.Account {
  const account = tenant.accounts[id];
  if (!account) throw resourceMissing('account', id, param);
  return account;
}

/** Whether payments may send money to the account (Stripe refuses a destination without `transfers`). */
export function canReceiveTransfers(account: Stripe.Account): boolean {
  return account.capabilities?.transfers === 'active';
}

function requestedCapabilities(input: ParamReader): Capability[] {
  const hash = input.object('capabilities');
  if (!hash) return ['card_payments', 'transfers'];
  return Object.keys(hash.raw).filter((name): name is Capability => {
    if (name !== 'card_payments' && name !== 'transfers') {
      throw invalidParam(
        `capabilities[${name}]`,
        `The sandbox supports the card_payments and transfers capabilities only.`,
      );
    }
    return hash.object(name)?.boolean('requested') !== false;
  });
}

function emitAccountUpdated(origin: EventOrigin, account: Stripe.Account, previous: Record<string, unknown>): void {
  emitEvent(origin, 'account.updated', account, { previousAttributes: previous, account: account.id });
}

/**
 * What the onboarding page does when the user submits it: the account may now take charges and receive
 * payouts, nothing is due any more, and `account.updated` tells the platform.
 */
export function completeOnboarding(origin: EventOrigin, account: Stripe.Account, userAgent: string | null): void {
  if (account.charges_enabled && account.details_submitted) return;
  const previous = {
    capabilities: structuredClone(account.capabilities),
    charges_enabled: account.charges_enabled,
    details_submitted: account.details_submitted,
    payouts_enabled: account.payouts_enabled,
    requirements: structuredClone(account.requirements),
  };
  account.capabilities = Object.fromEntries(Object.keys(account.capabilities ?? {}).map((name) => [name, 'active']));
  account.charges_enabled = true;
  account.details_submitted = true;
  account.payouts_enabled = true;
  account.requirements = requirements([]);
  account.tos_acceptance = { date: nowSeconds(), ip: '127.0.0.1', user_agent: userAgent };
  origin.services.store.changed();
  emitAccountUpdated(origin, account, previous);
}

const UPDATABLE = [
  'email',
  'business_profile',
  'metadata',
  'default_currency',
  'settings',
  'tos_acceptance',
  'business_type',
];

function updateAccount(context: ApiContext): Stripe.Account {
  const { tenant, input, pathParams } = context;
  input.allowOnly([...UPDATABLE, 'capabilities', 'company', 'individual', 'external_account', 'documents']);
  const account = findAccount(tenant, pathParams.id ?? '', 'account');
  const before = structuredClone(account);
  const email = input.nullableString('email');
  if (email !== undefined) account.email = email;
  const profile = input.object('business_profile');
  if (profile && account.business_profile) {
    for (const field of [
      'name',
      'url',
      'support_email',
      'support_phone',
      'support_url',
      'mcc',
      'product_description',
    ] as const) {
      const value = profile.nullableString(field);
      if (value !== undefined) account.business_profile[field] = value;
    }
  }
  const businessType = input.oneOf('business_type', ['company', 'government_entity', 'individual', 'non_profit']);
  if (businessType !== undefined) account.business_type = businessType;
  account.metadata = input.metadata(account.metadata ?? {});
  const previous = Object.fromEntries(
    Object.entries(before).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(account[key as keyof Stripe.Account]),
    ),
  );
  if (Object.keys(previous).length > 0) {
    context.services.store.changed();
    emitAccountUpdated(context, account, previous);
  }
  return account;
}

export const accountRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/accounts',
    handle: ({ tenant, input, services }) => {
      input.allowOnly([
        'type',
        'country',
        'capabilities',
        'controller',
        'account_token',
        'company',
        'individual',
        'external_account',
        'documents',
        'groups',
        ...UPDATABLE,
      ]);
      const id = newId('acct');
      const profile = input.object('business_profile');
      const account = newAccount(id, {
        type: input.oneOf('type', ['custom', 'express', 'standard']) ?? 'express',
        country: (input.string('country') ?? 'US').toUpperCase(),
        email: input.nullableString('email') ?? null,
        businessType:
          input.oneOf('business_type', ['company', 'government_entity', 'individual', 'non_profit']) ?? null,
        businessName: profile?.nullableString('name') ?? null,
        businessUrl: profile?.nullableString('url') ?? null,
        capabilities: requestedCapabilities(input),
        defaultCurrency: (input.string('default_currency') ?? 'usd').toLowerCase(),
        metadata: input.metadata(),
      });
      tenant.accounts[id] = account;
      services.store.changed();
      return account;
    },
  },
  {
    method: 'GET',
    path: '/v1/accounts/:id',
    handle: ({ tenant, pathParams }) => findAccount(tenant, pathParams.id ?? '', 'account'),
  },
  { method: 'POST', path: '/v1/accounts/:id', handle: updateAccount },
  {
    method: 'GET',
    path: '/v1/accounts',
    handle: ({ tenant, input }) => {
      input.allowOnly(['created', 'limit', 'starting_after', 'ending_before']);
      const inRange = createdFilter(input);
      return listPage(
        Object.values(tenant.accounts).filter((account) => inRange(account.created ?? 0)),
        input,
        '/v1/accounts',
      );
    },
  },
  {
    method: 'DELETE',
    path: '/v1/accounts/:id',
    handle: ({ tenant, pathParams, services }) => {
      const account = findAccount(tenant, pathParams.id ?? '', 'account');
      tenant.accounts = withoutEntries(tenant.accounts, (id) => id === account.id);
      services.store.changed();
      return { id: account.id, object: 'account', deleted: true };
    },
  },
];
