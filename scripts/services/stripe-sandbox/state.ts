import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { writeFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import type Stripe from 'stripe';

/** Stripe's event object; `data.object` is a snapshot taken when the event happened. */
export interface SandboxEvent {
  id: string;
  object: 'event';
  /** The connected account the event is about (account.updated), as Stripe sets it on Connect events. */
  account?: string;
  api_version: string | null;
  created: number;
  data: { object: object; previous_attributes?: Record<string, unknown> };
  livemode: boolean;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface IdempotencyRecord {
  method: string;
  path: string;
  /** Canonical JSON of the parameters: a replay must send the same ones. */
  fingerprint: string;
  status: number;
  body: string;
  createdAt: number;
}

export interface AccountLinkRecord {
  tenantId: string;
  accountId: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAt: number;
  completedAt: number | null;
}

/**
 * A delivery of an event to an endpoint that has not succeeded yet: the next attempt and when it is due. Kept in
 * the state file, so a sandbox restarted in the middle of Stripe's retry schedule carries on with it.
 */
export interface PendingWebhookDelivery {
  eventId: string;
  endpointId: string;
  /** The attempt due next, from 1. */
  attempt: number;
  /** Epoch milliseconds. */
  dueAt: number;
}

/** Everything one API key (tenant) owns. Records keep insertion order, which lists rely on. */
export interface TenantState {
  accounts: Record<string, Stripe.Account>;
  paymentIntents: Record<string, Stripe.PaymentIntent>;
  paymentMethods: Record<string, Stripe.PaymentMethod>;
  /** Which test card each payment method stands for; decides the outcome of a confirmation. */
  paymentMethodCards: Record<string, string>;
  charges: Record<string, Stripe.Charge>;
  refunds: Record<string, Stripe.Refund>;
  balanceTransactions: Record<string, Stripe.BalanceTransaction>;
  transfers: Record<string, Stripe.Transfer>;
  applicationFees: Record<string, Stripe.ApplicationFee>;
  disputes: Record<string, Stripe.Dispute>;
  events: Record<string, SandboxEvent>;
  webhookEndpoints: Record<string, Stripe.WebhookEndpoint>;
  idempotency: Record<string, IdempotencyRecord>;
  webhooksPaused: boolean;
  /** By `<eventId> <endpointId>`. */
  pendingDeliveries: Record<string, PendingWebhookDelivery>;
}

export interface SandboxState {
  version: 1;
  tenants: Record<string, TenantState>;
  /** Onboarding links by token; the page is opened without an API key, so they live outside the tenants. */
  accountLinks: Record<string, AccountLinkRecord>;
}

function emptyTenant(): TenantState {
  return {
    accounts: {},
    paymentIntents: {},
    paymentMethods: {},
    paymentMethodCards: {},
    charges: {},
    refunds: {},
    balanceTransactions: {},
    transfers: {},
    applicationFees: {},
    disputes: {},
    events: {},
    webhookEndpoints: {},
    idempotency: {},
    webhooksPaused: false,
    pendingDeliveries: {},
  };
}

/** `record` without the entries `drop` picks, in the same order (lists rely on insertion order). */
export function withoutEntries<T>(
  record: Record<string, T>,
  drop: (key: string, value: T) => boolean,
): Record<string, T> {
  return Object.fromEntries(Object.entries(record).filter(([key, value]) => !drop(key, value)));
}

/** The collection each id prefix lives in, for `expand[]` and lookups by id alone. */
const COLLECTION_BY_PREFIX = {
  acct: 'accounts',
  pi: 'paymentIntents',
  pm: 'paymentMethods',
  ch: 'charges',
  re: 'refunds',
  txn: 'balanceTransactions',
  tr: 'transfers',
  fee: 'applicationFees',
  dp: 'disputes',
  evt: 'events',
  we: 'webhookEndpoints',
} as const satisfies Record<string, keyof TenantState>;

export function findObject(tenant: TenantState, id: string): object | undefined {
  const prefix = id.slice(0, id.indexOf('_'));
  if (!Object.hasOwn(COLLECTION_BY_PREFIX, prefix)) return undefined;
  const collection: Record<string, object> = tenant[COLLECTION_BY_PREFIX[prefix as keyof typeof COLLECTION_BY_PREFIX]];
  return Object.hasOwn(collection, id) ? collection[id] : undefined;
}

/**
 * The sandbox's data, in memory, written to `file` (atomically, shortly after each change) when one is given,
 * so `npm start` keeps its accounts and payments across restarts, and the webhook deliveries still to be retried.
 */
export class SandboxStore {
  readonly state: SandboxState;
  private saveTimer: NodeJS.Timeout | undefined;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly file: string | undefined,
    private readonly log: (line: string) => void,
  ) {
    if (file) mkdirSync(dirname(file), { recursive: true });
    this.state = file && existsSync(file) ? SandboxStore.load(file) : { version: 1, tenants: {}, accountLinks: {} };
  }

  private static load(file: string): SandboxState {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(
        `The Stripe sandbox state ${file} is not valid JSON (${String(error)}); delete it to start afresh.`,
      );
    }
    const state = parsed as SandboxState;
    if (state.version !== 1) throw new Error(`The Stripe sandbox state ${file} has an unknown version; delete it.`);
    // Collections added after the file was written start empty.
    for (const [id, tenant] of Object.entries(state.tenants)) state.tenants[id] = { ...emptyTenant(), ...tenant };
    return state;
  }

  tenant(tenantId: string): TenantState {
    const existing = this.state.tenants[tenantId];
    if (existing) return existing;
    const created = emptyTenant();
    this.state.tenants[tenantId] = created;
    return created;
  }

  /** Call after every change: the file is rewritten once the burst of changes is over. */
  changed(): void {
    if (!this.file || this.saveTimer) return;
    this.saveTimer = setTimeout(() => {
      this.saveTimer = undefined;
      this.saving = this.saving
        .then(() => this.writeAsync())
        .catch((error: unknown) => this.log(`could not save state: ${String(error)}`));
    }, 100);
  }

  private async writeAsync(): Promise<void> {
    if (!this.file) return;
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, JSON.stringify(this.state));
    await rename(temporary, this.file);
  }

  /** Writes pending changes now (on stop). */
  async flush(): Promise<void> {
    if (!this.file) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    await this.saving;
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.state));
    renameSync(temporary, this.file);
  }
}
