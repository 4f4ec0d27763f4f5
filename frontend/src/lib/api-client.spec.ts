import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '@/test/mock-api';
import { api, ApiError } from './api-client';
import { storageKeys } from './storage-keys';

describe('api client', () => {
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
