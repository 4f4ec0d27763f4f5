import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config/app-config';

/** Games are static pages under this prefix, framed by the host page of the same origin. */
export const EMBED_PREFIX = '/embed/';

type Directives = Record<string, string[]>;

/** Where the browser's card form talks to: Stripe.js (stripe mode) or the local sandbox (sandbox mode). */
export type CardPaymentOrigins = Pick<AppConfig['payments'], 'mode' | 'sandboxUrl'>;

/**
 * What Stripe.js needs (Stripe's CSP guide): its script and frames from js.stripe.com, 3-D Secure frames from
 * hooks.stripe.com, API calls to api.stripe.com, and its fraud-signals frame on m.stripe.network.
 */
const stripeJs = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com', 'https://m.stripe.network'],
  connect: ['https://api.stripe.com', 'https://m.stripe.network'],
};

function cardPaymentSources(payments: CardPaymentOrigins) {
  if (payments.mode === 'stripe') return stripeJs;
  // The sandbox card form confirms the PaymentIntent at the sandbox itself, as Stripe.js would at api.stripe.com.
  return { script: [], frame: [], connect: payments.sandboxUrl ? [new URL(payments.sandboxUrl).origin] : [] };
}

/**
 * What the SPA and the games load. Styles allow 'unsafe-inline' because the ALTCHA widget and the game shells
 * inject <style> elements; workers allow blob: because ALTCHA solves its proof of work in a blob worker.
 * The card form's provider is the only third party: Stripe.js with real keys, the local sandbox without.
 */
export function contentSecurityDirectives(options: {
  frameAncestors: string;
  production: boolean;
  payments: CardPaymentOrigins;
}): Directives {
  const card = cardPaymentSources(options.payments);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...card.script],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'data:', 'blob:'],
    // Socket.IO's websocket; 'self' covers same-origin ws: in current browsers, the schemes cover older ones.
    'connect-src': ["'self'", 'ws:', 'wss:', ...card.connect],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...card.frame],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [options.frameAncestors],
    // Only behind TLS: on plain http://localhost it would send every request to an https:// that is not there.
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The header value of a set of directives. */
export function contentSecurityPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** What a response carries whatever helmet sets: left out of the headers it sets. */
const PROBE_OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sets with `options`, worked out once on a throwaway Fastify: they depend on the configuration,
 * never on the request, while @fastify/helmet rebuilds helmet (parsing the CSP directives) on every request, which
 * profiling showed was 7% of a cached public read's CPU (issue #22).
 */
async function helmetHeaders(options: Parameters<typeof helmet>[1]): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, options);
    probe.get('/', () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.entries(response.headers)
      .filter(([name]) => !PROBE_OWN_HEADERS.has(name))
      .map(([name, value]) => [name, String(value)]);
  } finally {
    await probe.close();
  }
}

/**
 * Security headers on every response: a CSP that forbids framing the app (clickjacking) but lets the host page
 * frame its own games, nosniff, no Referer (links carry reset and verification tokens), HSTS behind TLS only.
 * Registered before any route so static files, API answers and 404s all carry them. Helmet's headers for these
 * options are computed once (helmetHeaders) and set on the raw response of each request, as helmet sets them.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, config: AppConfig): Promise<void> {
  const production = config.isProduction;
  const headers = await helmetHeaders({
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives({ frameAncestors: "'none'", production, payments: config.payments }),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  const embedPolicy = contentSecurityPolicy(
    contentSecurityDirectives({ frameAncestors: "'self'", production, payments: config.payments }),
  );
  fastify.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(EMBED_PREFIX)) return;
    // On the raw response, like helmet, so files streamed by @fastify/static carry it too.
    reply.raw.setHeader('content-security-policy', embedPolicy);
    reply.raw.setHeader('x-frame-options', 'SAMEORIGIN');
  });
}
