import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { SandboxEvent } from './state';

/**
 * The signing secret of a tenant's endpoint for `url`. Derived rather than random, so registering the same URL
 * again (the app does it at every boot) gives the same secret, also after the sandbox restarts.
 */
export function webhookSecret(tenantId: string, url: string): string {
  const digest = createHash('sha256').update(`fundplay-stripe-sandbox\n${tenantId}\n${url}`).digest('base64url');
  return `whsec_${digest.slice(0, 32)}`;
}

export interface WebhookTarget {
  endpointId: string;
  url: string;
  secret: string;
}

export interface DeliveryAttempt {
  event: string;
  type: string;
  endpoint: string;
  url: string;
  attempt: number;
  /** The endpoint's HTTP status, or null when it could not be reached. */
  status: number | null;
  error: string | null;
  at: number;
}

const RECENT_ATTEMPTS_KEPT = 500;
const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Delivers events as Stripe does: a JSON POST per endpoint, signed in `Stripe-Signature` by the official SDK
 * (re-signed on every attempt, so the timestamp is fresh), and any answer but 2xx, or none, is retried with
 * exponential backoff: `retryBaseMs`, ×2 each time, `maxAttempts` attempts in all.
 */
export class WebhookDispatcher {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly inFlight = new Set<AbortController>();
  private readonly recent = new Map<string, DeliveryAttempt[]>();
  private stopped = false;

  constructor(
    private readonly options: {
      retryBaseMs: number;
      maxAttempts: number;
      log: (line: string) => void;
      /** An endpoint answered 2xx for the event. */
      onDelivered: (tenantId: string, eventId: string) => void;
      /**
       * The attempt of `eventId` to `endpointId` due next (null: none, it was delivered or given up), so the
       * schedule can be kept across a restart and handed back to `resume`.
       */
      onScheduled?: (
        tenantId: string,
        eventId: string,
        endpointId: string,
        next: { attempt: number; dueAt: number } | null,
      ) => void;
    },
  ) {}

  /** Sends `event` to each target; resolves with each first attempt while failed ones go on retrying. */
  deliver(tenantId: string, event: SandboxEvent, targets: WebhookTarget[]): Promise<DeliveryAttempt[]> {
    // Stripe's payloads are pretty-printed; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    return Promise.all(targets.map((target) => this.attempt(tenantId, event, payload, target, 1)));
  }

  /** Carries on with a delivery a previous run of the sandbox had scheduled: attempt `attempt` at `dueAt` (ms). */
  resume(tenantId: string, event: SandboxEvent, target: WebhookTarget, attempt: number, dueAt: number): void {
    const payload = JSON.stringify(event, null, 2);
    this.later(Math.max(0, dueAt - Date.now()), () => this.attempt(tenantId, event, payload, target, attempt));
  }

  /** The latest attempts for a tenant, newest first. */
  recentAttempts(tenantId: string): DeliveryAttempt[] {
    return [...(this.recent.get(tenantId) ?? [])].reverse();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const controller of this.inFlight) controller.abort();
  }

  private async attempt(
    tenantId: string,
    event: SandboxEvent,
    payload: string,
    target: WebhookTarget,
    attempt: number,
  ): Promise<DeliveryAttempt> {
    // Recorded before sending: an attempt cut short by a stop is made again after the restart.
    this.options.onScheduled?.(tenantId, event.id, target.endpointId, { attempt, dueAt: Date.now() });
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), DELIVERY_TIMEOUT_MS);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: target.secret }),
        },
        body: payload,
        // Stripe treats a redirect as a failed delivery.
        redirect: 'manual',
        signal: controller.signal,
      });
      status = response.status;
      await response.arrayBuffer();
      if (status < 200 || status > 299) error = `HTTP ${status}`;
    } catch (caught) {
      error =
        caught instanceof Error
          ? caught.cause instanceof Error
            ? caught.cause.message
            : caught.message
          : String(caught);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }

    const record: DeliveryAttempt = {
      event: event.id,
      type: event.type,
      endpoint: target.endpointId,
      url: target.url,
      attempt,
      status,
      error,
      at: Date.now(),
    };
    this.remember(tenantId, record);
    if (error === null) {
      this.options.onScheduled?.(tenantId, event.id, target.endpointId, null);
      this.options.onDelivered(tenantId, event.id);
    } else if (this.stopped) {
      // Stopping: nothing more is sent.
    } else if (attempt < this.options.maxAttempts) {
      const delay = this.options.retryBaseMs * 2 ** (attempt - 1);
      this.options.log(
        `webhook ${event.type} ${event.id} → ${target.url}: ${error} (attempt ${attempt}/${this.options.maxAttempts}, next in ${delay} ms)`,
      );
      this.options.onScheduled?.(tenantId, event.id, target.endpointId, {
        attempt: attempt + 1,
        dueAt: Date.now() + delay,
      });
      this.later(delay, () => this.attempt(tenantId, event, payload, target, attempt + 1));
    } else {
      this.options.onScheduled?.(tenantId, event.id, target.endpointId, null);
      this.options.log(
        `webhook ${event.type} ${event.id} → ${target.url}: ${error}; gave up after ${attempt} attempts`,
      );
    }
    return record;
  }

  private later(delay: number, run: () => Promise<unknown>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void run();
    }, delay);
    this.timers.add(timer);
  }

  private remember(tenantId: string, record: DeliveryAttempt): void {
    const list = this.recent.get(tenantId) ?? [];
    list.push(record);
    if (list.length > RECENT_ATTEMPTS_KEPT) list.splice(0, list.length - RECENT_ATTEMPTS_KEPT);
    this.recent.set(tenantId, list);
  }
}
