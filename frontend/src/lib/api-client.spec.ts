import { identityRouteTable, layoutRouteTable, siteRouteTable, type PublicFigures } from '@fundplay/contracts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { api, ApiError, call } from './api-client';
import { storageKeys } from './storage-keys';

describe('api client', () => {
  it("calls a route table entry with the entry's method, path and body", async () => {
    const fetchMock = mockApi(
      mockRoute(siteRouteTable.newsletter, ({ body }) => ({ body: { message: JSON.stringify(body), data: null } })),
    );

    const answer = await call(siteRouteTable.newsletter, { body: { email: 'fan@example.com' } });

    expect(answer).toEqual({ message: '{"email":"fan@example.com"}', data: null });
    expect(requestsTo(fetchMock, siteRouteTable.newsletter)).toHaveLength(1);
  });

  it("sends a route's query in the URL", async () => {
    const fetchMock = mockApi(
      mockRoute(identityRouteTable.verifyEmail, () => ({ body: { message: 'Verified', data: null } })),
    );

    await call(identityRouteTable.verifyEmail, { query: { token: 'link-token-123' } });

    expect(requestsTo(fetchMock, identityRouteTable.verifyEmail)[0]?.url.searchParams.get('token')).toBe(
      'link-token-123',
    );
  });

  it('types bodies and responses from the route table (checked by tsc -p frontend)', () => {
    expectTypeOf<
      Awaited<ReturnType<typeof call<typeof layoutRouteTable.siteFigures>>>
    >().toEqualTypeOf<PublicFigures>();
    // Never run: each marked line must stay a type error, or the typecheck fails.
    const mistakes = () => [
      // @ts-expect-error the newsletter route takes a body
      call(siteRouteTable.newsletter),
      // @ts-expect-error the body must match the route's schema
      call(siteRouteTable.newsletter, { body: { mail: 'x' } }),
      // @ts-expect-error the query must match the route's schema
      call(identityRouteTable.verifyEmail, { query: {} }),
      // @ts-expect-error a mocked success body must have the route's response shape
      mockRoute(layoutRouteTable.siteFigures, () => ({ body: { fundraisersRun: '1' } })),
    ];
    expectTypeOf(mistakes).toBeFunction();
  });

  it('sends the stored session token as a bearer token', async () => {
    window.localStorage.setItem(storageKeys.fundToken, 'session-123');
    const fetchMock = mockApi({ 'GET /api/site/figures': () => ({ body: { ok: true } }) });

    await expect(api.get('/api/site/figures')).resolves.toEqual({ ok: true });

    const [request] = requestsTo(fetchMock, 'GET', '/api/site/figures');
    expect(request?.headers.get('Authorization')).toBe('Bearer session-123');
  });

  it('sends a given token instead of the stored one, and PUTs JSON', async () => {
    window.localStorage.setItem(storageKeys.fundToken, 'session-123');
    const fetchMock = mockApi({ 'PUT /api/things': ({ body }) => ({ body }) });

    await expect(api.put('/api/things', { a: 2 }, { authToken: 'reset-456' })).resolves.toEqual({ a: 2 });

    const [request] = requestsTo(fetchMock, 'PUT', '/api/things');
    expect(request?.headers.get('Authorization')).toBe('Bearer reset-456');
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = mockApi({ 'GET /api/site/figures': () => ({ body: {} }) });

    await api.get('/api/site/figures');

    expect(requestsTo(fetchMock, 'GET', '/api/site/figures')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('posts JSON and leaves empty query values out of the URL', async () => {
    const fetchMock = mockApi({ 'POST /api/things': ({ body }) => ({ body }) });

    await expect(api.post('/api/things', { a: 1 }, { query: { to: 'x@y.z', empty: '' } })).resolves.toEqual({ a: 1 });

    const [request] = requestsTo(fetchMock, 'POST', '/api/things');
    expect(request?.url.search).toBe('?to=x%40y.z');
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it("keeps an error body's data, such as how long to wait", async () => {
    mockApi({
      'POST /api/slow': () => ({ status: 429, body: { message: 'Please wait', data: { retryAfterSeconds: 12 } } }),
    });

    const error: unknown = await api.post('/api/slow', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).data).toEqual({ retryAfterSeconds: 12 });
  });

  it("rejects with the server's message and field errors", async () => {
    mockApi({
      'POST /api/site/support': () => ({
        status: 400,
        body: { message: 'Please check the form', errors: { email: ['It must be a valid email'] } },
      }),
    });

    const error = await api.post('/api/site/support', {}).catch((reason: unknown) => reason);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Please check the form',
      status: 400,
      fieldErrors: { email: ['It must be a valid email'] },
    });
  });

  it('rejects with a generic message when the server sends no message', async () => {
    mockApi({ 'GET /api/site/contact': () => ({ status: 502 }) });

    await expect(api.get('/api/site/contact')).rejects.toMatchObject({
      status: 502,
      message: expect.stringContaining('502'),
    });
  });
});
