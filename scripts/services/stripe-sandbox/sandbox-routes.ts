import { resourceMissing } from './errors';
import { webhookTargets } from './resources/events';
import type { Route } from './router';

/**
 * Test helpers that are not part of Stripe's API, under `/_sandbox/`, authenticated with the tenant's secret key.
 * Pausing simulates lost webhooks: events still happen and are listed by `/v1/events`, but are not sent
 * (and not queued); redelivery sends one event again, signed afresh, paused or not.
 */
export const sandboxRoutes: Route[] = [
  {
    method: 'POST',
    path: '/_sandbox/events/:id/redeliver',
    handle: async (context) => {
      const event = context.tenant.events[context.pathParams.id ?? ''];
      if (!event) throw resourceMissing('event', context.pathParams.id ?? '');
      const targets = webhookTargets(context, event.type);
      event.pending_webhooks += targets.length;
      context.services.store.changed();
      // Answers once every endpoint has had its first attempt; failed ones go on being retried.
      const deliveries = await context.services.webhooks.deliver(context.tenantId, event, targets);
      return { object: 'sandbox.redelivery', event: event.id, deliveries };
    },
  },
  {
    method: 'POST',
    path: '/_sandbox/webhooks/pause',
    handle: ({ tenant, services }) => {
      tenant.webhooksPaused = true;
      services.store.changed();
      return { object: 'sandbox.webhooks', paused: true };
    },
  },
  {
    method: 'POST',
    path: '/_sandbox/webhooks/resume',
    handle: ({ tenant, services }) => {
      tenant.webhooksPaused = false;
      services.store.changed();
      return { object: 'sandbox.webhooks', paused: false };
    },
  },
  {
    method: 'GET',
    path: '/_sandbox/webhooks/deliveries',
    handle: ({ tenantId, services }) => ({
      object: 'list',
      data: services.webhooks.recentAttempts(tenantId),
      has_more: false,
      url: '/_sandbox/webhooks/deliveries',
    }),
  },
];
