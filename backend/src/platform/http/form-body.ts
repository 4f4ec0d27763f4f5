import { outreachRouteTable } from '@fundplay/contracts';
import { errorCodes, type FastifyInstance } from 'fastify';

/**
 * The routes that take `application/x-www-form-urlencoded`: what Twilio's webhooks post, and what a mail client's
 * RFC 8058 one-click unsubscribe posts. Every other route stays JSON only (a form is a 415 there as before), so no
 * browser form on another site can post to an API route as a "simple" cross-origin request.
 */
const formRoutes = new Set<string>([
  outreachRouteTable.twilioInboundWebhook.path,
  outreachRouteTable.twilioStatusWebhook.path,
  outreachRouteTable.oneClickUnsubscribe.path,
]);

/** A form's fields; a field sent more than once keeps every value, in order (as Twilio signs them). */
export type FormFields = Record<string, string | string[]>;

export function parseFormFields(body: string): FormFields {
  const fields = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(body)) fields.set(name, [...(fields.get(name) ?? []), value]);
  // fromEntries defines own properties, so a field named __proto__ is just a field.
  return Object.fromEntries(
    [...fields].map(([name, values]) => [name, values.length === 1 ? (values[0] as string) : values]),
  );
}

/** Parses url-encoded forms on the form routes (the JSON body limit applies); refuses them elsewhere with a 415. */
export function registerFormBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const route = request.routeOptions.url;
    if (route === undefined || !formRoutes.has(route)) {
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(request.headers['content-type']), undefined);
      return;
    }
    done(null, parseFormFields(body as string));
  });
}
