/** Query parameters whose values are one-time secrets or private codes, matched case-insensitively. */
const SECRET_PARAMETERS = new Set(['token', 'invitationcode', 'code', 'referalcode', 'referralcode', 'otp']);

export const REDACTED_VALUE = '[REDACTED]';

/**
 * App pages whose next path segment is a link token or a private invitation code (the browser asks the server
 * for index.html at these paths, so they reach the request log like any other URL).
 */
const SECRET_PAGE_PREFIXES = [
  '/email-verification/',
  '/newsletter/confirm/',
  '/newsletter/unsubscribe/',
  '/student/reset-password/',
  '/admin/signup/',
  '/participant/signup/',
  '/teammember/signup/',
  '/teammember/login/',
];

function redactPath(path: string): string {
  const prefix = SECRET_PAGE_PREFIXES.find((candidate) => path.toLowerCase().startsWith(candidate));
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  const end = rest.indexOf('/');
  return `${path.slice(0, prefix.length)}${REDACTED_VALUE}${end < 0 ? '' : rest.slice(end)}`;
}

const parameterName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

/** The request URL with link tokens in page paths and secret query values masked; everything else kept byte for byte. */
export function redactUrl(rawUrl: string): string {
  const pathEnd = rawUrl.search(/[?#]/);
  const url = pathEnd < 0 ? redactPath(rawUrl) : `${redactPath(rawUrl.slice(0, pathEnd))}${rawUrl.slice(pathEnd)}`;
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETERS.has(parameterName(name)) ? `${name}=${REDACTED_VALUE}` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** A Referer names the page the request came from, whose path can hold a link token: keep only its origin. */
function redactReferer(referer: unknown): unknown {
  if (typeof referer !== 'string') return referer;
  try {
    return new URL(referer).origin;
  } catch {
    return REDACTED_VALUE;
  }
}

interface SerializedRequest {
  url?: string;
  query?: unknown;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * pino-http's request serializer, applied after the standard one: request logs keep method, path and ids but
 * not the codes and link tokens a URL or Referer can carry (GET /api/adminRoutes/verifyEmail?token=...).
 */
export function redactRequestForLog<T extends SerializedRequest>(request: T): T {
  const copy: SerializedRequest = { ...request };
  if (typeof copy.url === 'string') copy.url = redactUrl(copy.url);
  if (copy.query && typeof copy.query === 'object') {
    copy.query = Object.fromEntries(
      Object.entries(copy.query as Record<string, unknown>).map(([name, value]) => [
        name,
        SECRET_PARAMETERS.has(name.toLowerCase()) ? REDACTED_VALUE : value,
      ]),
    );
  }
  if (copy.headers?.referer !== undefined)
    copy.headers = { ...copy.headers, referer: redactReferer(copy.headers.referer) };
  return copy as T;
}
