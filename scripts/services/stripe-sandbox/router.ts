import type { ParamReader } from './params';
import type { SandboxStore, TenantState } from './state';
import type { WebhookDispatcher } from './webhooks';

/** The sandbox's long-lived parts, shared by every request. */
export interface SandboxServices {
  store: SandboxStore;
  webhooks: WebhookDispatcher;
  /** Refused requests and webhook retries: worth seeing in development, expected noise in test runs. */
  log: (line: string) => void;
  /** The sandbox's own failures, always reported. */
  logError: (line: string) => void;
}

/** Who caused an event: an API request (Stripe records its id and idempotency key) or the sandbox itself. */
export interface EventOrigin {
  services: SandboxServices;
  tenantId: string;
  tenant: TenantState;
  request: { id: string | null; idempotency_key: string | null };
}

export interface ApiContext extends EventOrigin {
  keyKind: 'secret' | 'publishable';
  pathParams: Record<string, string>;
  /** The body of a POST, the query string otherwise. */
  input: ParamReader;
  /** This sandbox's base URL as the caller reached it, for the links it hands out (onboarding, receipts). */
  baseUrl: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  /** `/v1/payment_intents/:id/confirm` */
  path: string;
  /** Callable with a publishable key, as Stripe.js calls it; every other route needs the secret key. */
  publishable?: boolean;
  handle(context: ApiContext): object | Promise<object>;
}

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  names: string[];
}

export class Router {
  private readonly compiled: CompiledRoute[];

  constructor(routes: Route[]) {
    this.compiled = routes.map((route) => {
      const names: string[] = [];
      const source = route.path.replace(/:(\w+)/g, (_match, name: string) => {
        names.push(name);
        return '([^/]+)';
      });
      return { route, pattern: new RegExp(`^${source}$`), names };
    });
  }

  match(method: string, path: string): { route: Route; pathParams: Record<string, string> } | undefined {
    for (const { route, pattern, names } of this.compiled) {
      if (route.method !== method) continue;
      const found = pattern.exec(path);
      if (!found) continue;
      const pathParams = Object.fromEntries(
        names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
      );
      return { route, pathParams };
    }
    return undefined;
  }
}
