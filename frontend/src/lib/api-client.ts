import type { ApiErrorBody, RouteBody, RouteDefinition, RouteQuery, RouteResponse } from '@fundplay/contracts';
import { readFundToken } from './storage-keys';

/** A failed API call. `message` is the server's own sentence when it sent one (spec §8). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    /** Per-field messages when the server rejected a body. */
    readonly fieldErrors: Record<string, string[]> = {},
    /** The error body's `data`, when the server sent some (e.g. `retryAfterSeconds` with a 429). */
    readonly data: unknown = undefined,
  ) {
    super(message);
  }
}

const unreachableMessage = 'Could not reach FundPlay. Check your connection and try again.';

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON; a `FormData` is sent as it is (multipart). */
  body?: unknown;
  /** Appended as a query string; empty values are left out. */
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sent as the bearer token instead of the stored session token (e.g. a password-reset grant). */
  authToken?: string;
}

function urlFor(path: string, query: ApiRequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    'message' in value &&
    typeof value.message === 'string' &&
    value.message.length > 0
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Sends one API request; resolves with the response when it succeeded, rejects with an {@link ApiError} otherwise. */
async function send(
  path: string,
  { method = 'GET', body, query, signal, authToken }: ApiRequestOptions,
  accept: string,
): Promise<Response> {
  const headers = new Headers({ Accept: accept });
  // FormData goes as multipart: the browser writes the Content-Type with its boundary.
  const multipart = body instanceof FormData;
  if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
  const token = authToken ?? readFundToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(urlFor(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(unreachableMessage, 0);
  }

  if (!response.ok) {
    const payload = await readJson(response);
    if (isApiErrorBody(payload)) {
      const data = 'data' in payload ? payload.data : undefined;
      throw new ApiError(payload.message, response.status, payload.errors ?? {}, data);
    }
    throw new ApiError(`Something went wrong (HTTP ${response.status}). Please try again.`, response.status);
  }
  return response;
}

/**
 * Calls the FundPlay API: JSON in and out, `Authorization: Bearer <fundToken>` when signed in.
 * Resolves with the parsed body; rejects with an {@link ApiError} carrying the server's message.
 */
export async function apiRequest<TResponse>(path: string, options: ApiRequestOptions = {}): Promise<TResponse> {
  const response = await send(path, options, 'application/json');
  return (await readJson(response)) as TResponse;
}

export const api = {
  get: <TResponse>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'GET' }),
  post: <TResponse>(path: string, body: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'POST', body }),
  put: <TResponse>(path: string, body: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<TResponse>(path, { ...options, method: 'PUT', body }),
};

/** `body` and `query` exactly as the route's schemas take them; required when the route declares them. */
export type CallOptions<R> = Omit<ApiRequestOptions, 'method' | 'body' | 'query'> &
  (RouteBody<R> extends undefined ? { body?: never } : { body: RouteBody<R> }) &
  (RouteQuery<R> extends undefined ? { query?: ApiRequestOptions['query'] } : { query: RouteQuery<R> });

/**
 * Calls one entry of the contracts route table, e.g. `call(identityRouteTable.login, { body })`: method, path, body
 * and response type all come from the table, so a changed response shape fails the frontend typecheck.
 */
export function call<R extends RouteDefinition>(
  route: R,
  ...[options]: RouteBody<R> extends undefined ? [options?: CallOptions<R>] : [options: CallOptions<R>]
): Promise<RouteResponse<R>> {
  const { body, query, ...rest } = (options ?? {}) as ApiRequestOptions;
  return apiRequest<RouteResponse<R>>(route.path, { ...rest, method: route.method, body, query });
}

/**
 * Calls a route table entry that takes multipart form data (fields plus files, e.g. a logo as `image`):
 * the fields are the route's body as strings, which the server's schema coerces.
 */
export function callMultipart<R extends RouteDefinition>(
  route: R,
  formData: FormData,
  options: Omit<ApiRequestOptions, 'method' | 'body' | 'query'> = {},
): Promise<RouteResponse<R>> {
  return apiRequest<RouteResponse<R>>(route.path, { ...options, method: route.method, body: formData });
}

/** A file the API answered with, and the name the server suggested for it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  filename: string | null;
}

function filenameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Fall back to the plain filename below.
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return plain?.[1]?.trim() || null;
}

/**
 * Fetches a route that answers with a file (e.g. a CSV export) as a Blob, with the session's bearer token in the
 * Authorization header like every other call, so the token never appears in a URL.
 */
export async function callDownload<R extends RouteDefinition>(
  route: R,
  options: Omit<ApiRequestOptions, 'method' | 'body' | 'query'> &
    (RouteQuery<R> extends undefined ? { query?: ApiRequestOptions['query'] } : { query: RouteQuery<R> }) & {
      /** The Accept header, e.g. `text/csv`. */
      accept?: string;
    },
): Promise<DownloadedFile> {
  const { query, accept = '*/*', ...rest } = options as ApiRequestOptions & { accept?: string };
  const response = await send(route.path, { ...rest, method: route.method, query }, accept);
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) };
}
