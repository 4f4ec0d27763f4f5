import type { AddressInfo } from 'node:net';
import { createSandboxServer } from './server';
import { SandboxStore, withoutEntries } from './state';
import { WebhookDispatcher, webhookSecret } from './webhooks';

export interface StripeSandboxOptions {
  /** 0 or absent: a free port the OS picks. */
  port?: number;
  host?: string;
  /** Where to keep state across restarts (`npm start`); in memory only when absent (tests). */
  stateFile?: string;
  /** The first webhook retry's delay; each next one doubles it. Default 1000 ms. */
  retryBaseMs?: number;
  /** Delivery attempts per event and endpoint, the first included. Default 8. */
  maxDeliveryAttempts?: number;
  log?: (line: string) => void;
  /** Log only the sandbox's own failures, not refused requests and webhook retries (test runs expect those). */
  quiet?: boolean;
}

export interface RunningStripeSandbox {
  /** `http://127.0.0.1:<port>`: give it to the app as STRIPE_SANDBOX_URL. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/**
 * FundPlay's local Stripe: Stripe's HTTP API for the calls FundPlay makes, reached by the official `stripe` SDK
 * (`new Stripe(key, { host, port, protocol: 'http' })`), with signed webhooks and retries. Each API key is a
 * tenant of its own. See README.md beside this file for the routes, test cards and test helpers.
 */
export async function startStripeSandbox(options: StripeSandboxOptions = {}): Promise<RunningStripeSandbox> {
  const logError = options.log ?? (() => undefined);
  const log = options.quiet ? () => undefined : logError;
  const host = options.host ?? '127.0.0.1';
  const store = new SandboxStore(options.stateFile, logError);
  const webhooks = new WebhookDispatcher({
    retryBaseMs: options.retryBaseMs ?? 1000,
    maxAttempts: options.maxDeliveryAttempts ?? 8,
    log,
    onDelivered: (tenantId, eventId) => {
      const event = store.state.tenants[tenantId]?.events[eventId];
      if (event && event.pending_webhooks > 0) {
        event.pending_webhooks -= 1;
        store.changed();
      }
    },
    onScheduled: (tenantId, eventId, endpointId, next) => {
      const tenant = store.state.tenants[tenantId];
      if (!tenant) return;
      const key = `${eventId} ${endpointId}`;
      if (next) tenant.pendingDeliveries[key] = { eventId, endpointId, ...next };
      else tenant.pendingDeliveries = withoutEntries(tenant.pendingDeliveries, (pendingKey) => pendingKey === key);
      store.changed();
    },
  });
  const server = createSandboxServer({ store, webhooks, log, logError });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  resumePendingDeliveries(store, webhooks);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    port,
    async stop() {
      webhooks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await store.flush();
    },
  };
}

/** Picks up the retry schedule the state file kept: each delivery still owed is attempted when it is due. */
function resumePendingDeliveries(store: SandboxStore, webhooks: WebhookDispatcher): void {
  for (const [tenantId, tenant] of Object.entries(store.state.tenants)) {
    for (const [key, pending] of Object.entries(tenant.pendingDeliveries)) {
      const event = tenant.events[pending.eventId];
      const endpoint = tenant.webhookEndpoints[pending.endpointId];
      if (!event || !endpoint || endpoint.status !== 'enabled') {
        tenant.pendingDeliveries = withoutEntries(tenant.pendingDeliveries, (pendingKey) => pendingKey === key);
        store.changed();
        continue;
      }
      const target = { endpointId: endpoint.id, url: endpoint.url, secret: webhookSecret(tenantId, endpoint.url) };
      webhooks.resume(tenantId, event, target, pending.attempt, pending.dueAt);
    }
  }
}
