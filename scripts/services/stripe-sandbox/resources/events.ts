import Stripe from 'stripe';
import { invalidRequest, resourceMissing } from '../errors';
import { newId, nowSeconds } from '../ids';
import { createdFilter, listPage } from '../list';
import type { EventOrigin, Route } from '../router';
import type { SandboxEvent } from '../state';
import { webhookSecret, type WebhookTarget } from '../webhooks';

/** The tenant's enabled endpoints that subscribed to `type` (or to everything, `*`). */
export function webhookTargets(origin: EventOrigin, type: string): WebhookTarget[] {
  return Object.values(origin.tenant.webhookEndpoints)
    .filter((endpoint) => endpoint.status === 'enabled')
    .filter((endpoint) => endpoint.enabled_events.includes('*') || endpoint.enabled_events.includes(type))
    .map((endpoint) => ({
      endpointId: endpoint.id,
      url: endpoint.url,
      secret: webhookSecret(origin.tenantId, endpoint.url),
    }));
}

/**
 * Records an event (its `data.object` a snapshot of `object` now) and sends it to the tenant's endpoints,
 * unless the tenant paused webhooks: then the event is kept, listable and redeliverable, but not sent.
 */
export function emitEvent(
  origin: EventOrigin,
  type: string,
  object: object,
  options: { previousAttributes?: Record<string, unknown>; account?: string } = {},
): SandboxEvent {
  const targets = origin.tenant.webhooksPaused ? [] : webhookTargets(origin, type);
  const event: SandboxEvent = {
    id: newId('evt'),
    object: 'event',
    ...(options.account ? { account: options.account } : {}),
    api_version: Stripe.API_VERSION,
    created: nowSeconds(),
    data: {
      object: structuredClone(object),
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: targets.length,
    request: { ...origin.request },
    type,
  };
  origin.tenant.events[event.id] = event;
  origin.services.store.changed();
  if (targets.length > 0) void origin.services.webhooks.deliver(origin.tenantId, event, targets);
  return event;
}

/** Stripe's `type` filter accepts `*` as a wildcard (`charge.*`). */
function typeMatcher(pattern: string): (type: string) => boolean {
  if (!pattern.includes('*')) return (type) => type === pattern;
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  const regex = new RegExp(`^${source.join('.*')}$`);
  return (type) => regex.test(type);
}

export const eventRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/events/:id',
    handle: ({ tenant, pathParams }) => {
      const event = tenant.events[pathParams.id ?? ''];
      if (!event) throw resourceMissing('event', pathParams.id ?? '');
      return event;
    },
  },
  {
    method: 'GET',
    path: '/v1/events',
    handle: ({ tenant, input }) => {
      input.allowOnly(['type', 'types', 'created', 'limit', 'starting_after', 'ending_before', 'delivery_success']);
      const type = input.string('type');
      const types = input.stringArray('types');
      if (type !== undefined && types !== undefined) {
        throw invalidRequest('You cannot specify both the `type` and `types` parameters.', { param: 'types' });
      }
      const matchesType =
        type !== undefined ? typeMatcher(type) : (candidate: string) => !types || types.includes(candidate);
      const inRange = createdFilter(input);
      const deliverySuccess = input.boolean('delivery_success');
      const events = Object.values(tenant.events).filter(
        (event) =>
          matchesType(event.type) &&
          inRange(event.created) &&
          (deliverySuccess === undefined || deliverySuccess === (event.pending_webhooks === 0)),
      );
      return listPage(events, input, '/v1/events');
    },
  },
];
