import { routeKey, routeTable, type RouteDefinition } from '@fundplay/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Gives each route of the table that declares `bodyLimitBytes` that limit instead of the API's default, so a body
 * the route's contract allows is never refused with 413 (finishRun: a long game's replay). Call before any route is
 * registered: Fastify reads a route's limit when it registers it.
 */
export function registerRouteBodyLimits(fastify: FastifyInstance): void {
  const routes: readonly RouteDefinition[] = Object.values(routeTable);
  const limits = new Map<string, number>();
  for (const route of routes) {
    if (route.bodyLimitBytes !== undefined) limits.set(routeKey(route), route.bodyLimitBytes);
  }
  fastify.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const limit = limits.get(`${method} ${route.url}`);
      if (limit !== undefined) route.bodyLimit = limit;
    }
  });
}
