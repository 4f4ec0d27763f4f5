import { routeKey, type ApiErrorBody, type RouteDefinition, type RouteResponse } from '@fundplay/contracts';
import { vi } from 'vitest';

export interface MockRequest {
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface MockResponse {
  status?: number;
  body?: unknown;
}

/** `'POST /api/site/support'` -> what the server answers. */
export type MockRoutes = Record<string, (request: MockRequest) => MockResponse | Promise<MockResponse>>;

/**
 * Replaces `fetch` with a fake API at the network boundary. Unknown routes answer 404 with an
 * `ApiErrorBody`, as the real server does.
 */
export function mockApi(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const method = init.method ?? 'GET';
    const route = routes[`${method} ${url.pathname}`];
    const request: MockRequest = {
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    const { status = 200, body } = route ? await route(request) : { status: 404, body: { message: 'Not found' } };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests `fetchMock` received for one route (a route table entry, or a method and path), as `MockRequest`s. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, route: RouteDefinition): MockRequest[];
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, method: string, pathname: string): MockRequest[];
export function requestsTo(
  fetchMock: ReturnType<typeof mockApi>,
  methodOrRoute: string | RouteDefinition,
  pathOrNothing?: string,
): MockRequest[] {
  const method = typeof methodOrRoute === 'string' ? methodOrRoute : methodOrRoute.method;
  const pathname = typeof methodOrRoute === 'string' ? pathOrNothing : methodOrRoute.path;
  return fetchMock.mock.calls
    .map(([input, init = {}]) => ({ url: new URL(String(input), window.location.origin), init }))
    .filter(({ url, init }) => url.pathname === pathname && (init.method ?? 'GET') === method)
    .map(({ url, init }) => ({
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** A promise the test settles by hand, to look at the UI while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

export const contactDetails = { supportEmail: 'help@fundplay.test', supportPhone: '+1 555 0100' };

/** Error statuses a mocked route may answer with; the body is then an `ApiErrorBody`. */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 502 | 503;

/** A mocked answer typed by the route table: success bodies must have the route's response shape. */
export type RouteMockResponse<R> =
  | { status?: 200 | 201; body: RouteResponse<R> }
  | { status: 204 }
  | { status: ErrorStatus; body?: ApiErrorBody & { data?: unknown } };

/**
 * One entry for `mockApi`, keyed and typed by the contracts route table:
 * `mockApi({ ...mockRoute(layoutRouteTable.siteFigures, () => ({ body: figures })) })`.
 */
export function mockRoute<R extends RouteDefinition>(
  route: R,
  answer: (request: MockRequest) => RouteMockResponse<R> | Promise<RouteMockResponse<R>>,
): MockRoutes {
  return { [routeKey(route)]: answer };
}
