import { routeTable } from '@fundplay/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * Routes whose JSON body must reach the handler byte for byte: a signed webhook, whose signature covers the exact
 * payload. Their body is kept as sent and not parsed, so neither the JSON parser nor the text guard rewrites it.
 */
const rawBodyRoutes = new Set<string>([routeTable.stripeWebhook.path]);
const rawBodies = new WeakMap<object, string>();

/** For the JSON content-type parser: keeps the body of a raw-body route and answers true (then it is not parsed). */
export function keptRawBody(request: FastifyRequest, body: string): boolean {
  const route = request.routeOptions.url;
  if (route === undefined || !rawBodyRoutes.has(route)) return false;
  rawBodies.set(request.raw, body);
  return true;
}

/** The exact body of a raw-body route's request (empty when it had none). */
export function rawBodyOf(request: FastifyRequest): Buffer {
  return Buffer.from(rawBodies.get(request.raw) ?? '', 'utf8');
}
