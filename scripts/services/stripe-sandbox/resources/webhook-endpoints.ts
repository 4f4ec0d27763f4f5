import type Stripe from 'stripe';
import { invalidParam, missingParam, resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import { listPage } from '../list';
import type { ParamReader } from '../params';
import type { ApiContext, Route } from '../router';
import { withoutEntries } from '../state';
import { webhookSecret } from '../webhooks';

function readUrl(input: ParamReader): string | undefined {
  const url = input.string('url');
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return url;
  } catch {
    // reported below
  }
  throw invalidParam('url', 'Invalid URL: URLs must begin with http:// or https://', 'url_invalid');
}

function readEnabledEvents(input: ParamReader): string[] | undefined {
  const events = input.stringArray('enabled_events');
  if (events === undefined) return undefined;
  if (events.length === 0) throw invalidParam('enabled_events', 'At least one event type must be enabled.');
  for (const [index, type] of events.entries()) {
    if (type !== '*' && !/^[a-z_]+(\.[a-z_]+)+$/.test(type)) {
      throw invalidParam(`enabled_events[${index}]`, `Invalid event type: ${type}`);
    }
  }
  return events;
}

function findEndpoint(context: ApiContext): Stripe.WebhookEndpoint {
  const id = context.pathParams.id ?? '';
  const endpoint = context.tenant.webhookEndpoints[id];
  if (!endpoint) throw resourceMissing('webhook endpoint', id);
  return endpoint;
}

/**
 * Creating an endpoint answers with its signing `secret`, as on Stripe. Unlike Stripe, registering a URL the
 * tenant already has updates that endpoint instead of adding a second one: the app registers at every boot, and
 * a duplicate would deliver every event twice. The secret is the same either way (see webhookSecret).
 */
function createEndpoint(context: ApiContext): Stripe.WebhookEndpoint {
  const { tenant, tenantId, input, services } = context;
  input.allowOnly(['url', 'enabled_events', 'description', 'metadata', 'api_version', 'connect']);
  const url = readUrl(input);
  if (url === undefined) throw missingParam('url');
  const enabledEvents = readEnabledEvents(input);
  if (enabledEvents === undefined) throw missingParam('enabled_events');
  const existing = Object.values(tenant.webhookEndpoints).find((endpoint) => endpoint.url === url);
  const endpoint: Stripe.WebhookEndpoint = existing ?? {
    id: newId('we'),
    object: 'webhook_endpoint',
    api_version: null,
    application: null,
    created: nowSeconds(),
    description: null,
    enabled_events: [],
    livemode: false,
    metadata: {},
    status: 'enabled',
    url,
  };
  endpoint.enabled_events = enabledEvents;
  endpoint.status = 'enabled';
  endpoint.api_version = input.string('api_version') ?? endpoint.api_version;
  endpoint.description = input.nullableString('description') ?? endpoint.description;
  endpoint.metadata = input.metadata(endpoint.metadata);
  tenant.webhookEndpoints[endpoint.id] = endpoint;
  services.store.changed();
  return { ...endpoint, secret: webhookSecret(tenantId, url) };
}

export const webhookEndpointRoutes: Route[] = [
  { method: 'POST', path: '/v1/webhook_endpoints', handle: createEndpoint },
  { method: 'GET', path: '/v1/webhook_endpoints/:id', handle: findEndpoint },
  {
    method: 'POST',
    path: '/v1/webhook_endpoints/:id',
    handle: (context) => {
      context.input.allowOnly(['url', 'enabled_events', 'description', 'metadata', 'disabled']);
      const endpoint = findEndpoint(context);
      endpoint.url = readUrl(context.input) ?? endpoint.url;
      endpoint.enabled_events = readEnabledEvents(context.input) ?? endpoint.enabled_events;
      endpoint.description = context.input.nullableString('description') ?? endpoint.description;
      endpoint.metadata = context.input.metadata(endpoint.metadata);
      const disabled = context.input.boolean('disabled');
      if (disabled !== undefined) endpoint.status = disabled ? 'disabled' : 'enabled';
      context.services.store.changed();
      return endpoint;
    },
  },
  {
    method: 'DELETE',
    path: '/v1/webhook_endpoints/:id',
    handle: (context) => {
      const endpoint = findEndpoint(context);
      context.tenant.webhookEndpoints = withoutEntries(context.tenant.webhookEndpoints, (id) => id === endpoint.id);
      context.services.store.changed();
      return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
    },
  },
  {
    method: 'GET',
    path: '/v1/webhook_endpoints',
    handle: ({ tenant, input }) => {
      input.allowOnly(['limit', 'starting_after', 'ending_before']);
      return listPage(Object.values(tenant.webhookEndpoints), input, '/v1/webhook_endpoints');
    },
  },
];
