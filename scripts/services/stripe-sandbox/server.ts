import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { expandObject } from './expand';
import { invalidRequest, StripeApiError } from './errors';
import { parseForm } from './form-body';
import { newId } from './ids';
import { onboardingPage, type PageResponse } from './onboarding-page';
import { ParamReader, type Params } from './params';
import { receiptPage } from './receipt-page';
import { accountLinkRoutes } from './resources/account-links';
import { accountRoutes } from './resources/accounts';
import { applicationFeeRoutes } from './resources/application-fees';
import { balanceTransactionRoutes } from './resources/balance-transactions';
import { chargeRoutes } from './resources/charges';
import { disputeRoutes } from './resources/disputes';
import { eventRoutes } from './resources/events';
import { paymentIntentRoutes } from './resources/payment-intents';
import { paymentMethodRoutes } from './resources/payment-methods';
import { refundRoutes } from './resources/refunds';
import { transferRoutes } from './resources/transfers';
import { webhookEndpointRoutes } from './resources/webhook-endpoints';
import { Router, type ApiContext, type SandboxServices } from './router';
import { sandboxRoutes } from './sandbox-routes';
import { withoutEntries, type TenantState } from './state';

const MAX_BODY_BYTES = 1024 * 1024;
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600 * 1000;

const router = new Router([
  ...accountRoutes,
  ...accountLinkRoutes,
  ...paymentIntentRoutes,
  ...paymentMethodRoutes,
  ...chargeRoutes,
  ...refundRoutes,
  ...balanceTransactionRoutes,
  ...transferRoutes,
  ...applicationFeeRoutes,
  ...disputeRoutes,
  ...eventRoutes,
  ...webhookEndpointRoutes,
  ...sandboxRoutes,
]);

/** Stripe.js calls the API from any origin, so every answer allows every origin. */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'Access-Control-Expose-Headers': 'Request-Id, Idempotent-Replayed, Stripe-Version',
  'Access-Control-Max-Age': '600',
};

const NO_KEY_MESSAGE =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(invalidRequest('Request body too large', {}, 413));
        request.destroy();
      } else {
        chunks.push(chunk);
      }
    });
    request.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.once('error', reject);
  });
}

function parseParams(request: IncomingMessage, url: URL, body: string): Params {
  if (request.method === 'GET' || request.method === 'DELETE') return parseForm(url.search.slice(1));
  if (!(request.headers['content-type'] ?? '').includes('application/json')) return parseForm(body);
  let parsed: unknown;
  try {
    parsed = body ? JSON.parse(body) : {};
  } catch {
    throw invalidRequest('Invalid JSON body.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw invalidRequest('Invalid JSON body.');
  return parsed as Params;
}

/**
 * The tenant is the key without its `sk_`/`pk_` prefix, so an app's secret and publishable keys reach the same
 * objects and every other key sees none of them. Stripe.js sends the key as a `key` parameter instead of a header.
 */
function authenticate(
  authorization: string | undefined,
  keyParam: unknown,
): { tenantId: string; keyKind: ApiContext['keyKind'] } {
  let key: string | undefined;
  if (authorization?.startsWith('Bearer ')) key = authorization.slice('Bearer '.length).trim();
  else if (authorization?.startsWith('Basic ')) {
    key = Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8').split(':')[0];
  } else if (typeof keyParam === 'string') key = keyParam;
  if (!key) throw invalidRequest(NO_KEY_MESSAGE, {}, 401);
  const match = /^(sk|pk)_(test_[A-Za-z0-9_-]+)$/.exec(key);
  if (!match?.[2]) {
    throw invalidRequest(
      `Invalid API Key provided: ${key.slice(0, 8)}****. The Stripe sandbox takes test-mode keys only (sk_test_… or pk_test_…).`,
      { code: 'api_key_invalid' },
      401,
    );
  }
  return { tenantId: match[2], keyKind: match[1] === 'pk' ? 'publishable' : 'secret' };
}

/** Parameters in a canonical order, so a replay with the same parameters in another order still matches. */
function fingerprint(params: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : typeof value === 'object' && value !== null
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
          )
        : value;
  return JSON.stringify(canonical(params));
}

function forgetOldIdempotencyKeys(tenant: TenantState): void {
  const cutoff = Date.now() - IDEMPOTENCY_KEY_LIFETIME_MS;
  tenant.idempotency = withoutEntries(tenant.idempotency, (_key, record) => record.createdAt < cutoff);
}

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache, no-store', ...headers });
  response.end(body);
}

function sendPage(response: ServerResponse, page: PageResponse): void {
  if (page.location) response.writeHead(page.status, { Location: page.location });
  else response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8' });
  response.end(page.html ?? '');
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

async function handleApi(services: SandboxServices, request: IncomingMessage, response: ServerResponse, url: URL) {
  const method = request.method ?? 'GET';
  const requestId = newId('req');
  const headers: Record<string, string> = { 'Request-Id': requestId };
  const version = request.headers['stripe-version'];
  if (typeof version === 'string') headers['Stripe-Version'] = version;

  // Transport, not parameters: Stripe.js sends its key and version in the body.
  const {
    key: keyParam,
    _stripe_version: _version,
    _stripe_account: _account,
    ...params
  } = parseParams(request, url, await readBody(request));

  const { tenantId, keyKind } = authenticate(request.headers.authorization, keyParam);
  const matched = router.match(method, url.pathname);
  if (!matched) {
    throw invalidRequest(
      `Unrecognized request URL (${method}: ${url.pathname}). The Stripe sandbox implements the calls FundPlay makes; see scripts/services/stripe-sandbox/.`,
      {},
      404,
    );
  }
  if (keyKind === 'publishable' && !matched.route.publishable) {
    throw invalidRequest(
      'This API call cannot be made with a publishable API key. Please use a secret API key.',
      { code: 'secret_key_required' },
      401,
    );
  }

  const tenant = services.store.tenant(tenantId);
  const headerKey = request.headers['idempotency-key'];
  const idempotencyKey =
    method === 'POST' && url.pathname.startsWith('/v1/') && typeof headerKey === 'string' ? headerKey : null;
  const print = fingerprint(params);
  if (idempotencyKey) {
    if (idempotencyKey.length > 255) throw invalidRequest('Idempotency keys may be at most 255 characters long.');
    const earlier = tenant.idempotency[idempotencyKey];
    if (earlier && (earlier.method !== method || earlier.path !== url.pathname)) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${earlier.method} ${earlier.path}' vs '${method} ${url.pathname}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (earlier && earlier.fingerprint !== print) {
      throw new StripeApiError(400, {
        type: 'idempotency_error',
        message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
      });
    }
    if (earlier) {
      send(response, earlier.status, earlier.body, {
        ...headers,
        'Idempotency-Key': idempotencyKey,
        'Idempotent-Replayed': 'true',
      });
      return;
    }
  }

  const input = new ParamReader(params);
  const expand = input.expandPaths();
  const context: ApiContext = {
    services,
    tenantId,
    tenant,
    keyKind,
    pathParams: matched.pathParams,
    input,
    baseUrl: `http://${request.headers.host ?? url.host}`,
    request: { id: requestId, idempotency_key: idempotencyKey },
  };
  let status = 200;
  let body: string;
  try {
    // /v1 handlers are synchronous, so no other request runs between the idempotency check above and the record below.
    body = json(expandObject(await matched.route.handle(context), expand, tenant));
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    status = error.status;
    body = json(error);
    services.log(`${method} ${url.pathname} → ${status} ${error.message}`);
  }
  // As on Stripe, a request that ran (succeeded or declined) is replayed; one refused by validation is not.
  if (idempotencyKey && (status === 200 || status === 402)) {
    forgetOldIdempotencyKeys(tenant);
    tenant.idempotency[idempotencyKey] = {
      method,
      path: url.pathname,
      fingerprint: print,
      status,
      body,
      createdAt: Date.now(),
    };
    services.store.changed();
  }
  send(response, status, body, idempotencyKey ? { ...headers, 'Idempotency-Key': idempotencyKey } : headers);
}

async function handle(services: SandboxServices, request: IncomingMessage, response: ServerResponse): Promise<void> {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(url.pathname);
  const receipt = /^\/receipts\/payment\/([^/]+)$/.exec(url.pathname);
  if (url.pathname === '/_sandbox/health') {
    send(response, 200, json({ ok: true }));
  } else if (onboarding?.[1] && (request.method === 'GET' || request.method === 'POST')) {
    await readBody(request);
    sendPage(response, onboardingPage(services, request.method, onboarding[1], request.headers['user-agent'] ?? null));
  } else if (receipt?.[1] && request.method === 'GET') {
    sendPage(response, receiptPage(services, receipt[1]));
  } else {
    await handleApi(services, request, response, url);
  }
}

/** Stripe's HTTP API on node:http, as the official SDK and Stripe.js call it. */
export function createSandboxServer(services: SandboxServices): Server {
  return createServer((request, response) => {
    handle(services, request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof StripeApiError) {
        services.log(`${request.method} ${request.url} → ${error.status} ${error.message}`);
        return send(response, error.status, json(error));
      }
      services.logError(
        `internal error on ${request.method} ${request.url}: ${error instanceof Error ? error.stack : String(error)}`,
      );
      send(
        response,
        500,
        json({ error: { type: 'api_error', message: 'An unknown error occurred in the Stripe sandbox.' } }),
      );
    });
  });
}
