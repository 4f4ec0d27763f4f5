import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { startApi, startWorker } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

interface Mail {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

describe('the public site API', () => {
  let environment: TestEnvironment;
  let api: NestFastifyApplication;
  let worker: INestApplicationContext;
  let url: string;

  const post = (path: string, body: unknown, contentType = 'application/json') =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const mailbox = async (to: string): Promise<Mail[]> =>
    (await fetch(`${url}/api/dev/messages?to=${encodeURIComponent(to)}`)).json() as Promise<Mail[]>;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    ({ app: api, url } = await startApi(environment.config));
    worker = await startWorker(environment.config);
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await environment?.dispose();
  });

  it('reports database, Redis and queue health', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queue: { state: 'up' } });
  });

  it('subscribes an address once, confirms by email, and greets a repeat kindly', async () => {
    const first = await post('/api/site/newsletter', { email: ' Reader@Example.com ' });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      message: 'Thanks for subscribing! We sent a confirmation to your inbox.',
    });

    const repeat = await post('/api/site/newsletter', { email: 'reader@example.com' });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toMatchObject({ message: 'You are already subscribed. Thanks for staying in touch!' });

    const mails = await eventually('the confirmation email', async () => {
      const found = await mailbox('reader@example.com');
      return found.length > 0 ? found : undefined;
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      channel: 'email',
      to: 'reader@example.com',
      subject: 'You are subscribed to FundPlay news',
    });
    expect(await environment.sql(`select email from newsletter_subscriptions`)).toEqual([
      { email: 'reader@example.com' },
    ]);
  });

  it('stores a support request, tells the support team and acknowledges the sender', async () => {
    const response = await post('/api/site/support', {
      name: 'Dana',
      email: 'dana@example.com',
      message: 'Our school wants to start',
    });
    expect(response.status).toBe(201);
    const teamMail = await eventually('the email to the support team', async () =>
      (await mailbox('support@fundplay.app')).find((mail) => mail.body.includes('Our school wants to start')),
    );
    expect(teamMail.subject).toBe('Support request from Dana');
    const acknowledgement = await eventually('the acknowledgement', async () => (await mailbox('dana@example.com'))[0]);
    expect(acknowledgement.subject).toBe('We received your message');
  });

  it('shows live figures and the configured fee policy', async () => {
    await environment.sql(
      `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents, raised_cents)
       values (gen_random_uuid(), 'Started', now() - interval '1 day', now() + interval '20 days', 100000, 12345),
              (gen_random_uuid(), 'Not started yet', now() + interval '1 day', now() + interval '20 days', 100000, 0)`,
    );
    const figures = await (await fetch(`${url}/api/site/figures`)).json();
    expect(figures).toEqual({
      fundraisersRun: 1,
      raisedCents: 12345,
      platformFeeBasisPoints: 1000,
      tokenPriceCents: 200,
    });
  });

  describe('refuses bad input with a 4xx and a message, never a 500', () => {
    it.each([
      ['a missing email', {}, 'Email is required*'],
      ['an invalid email', { email: 'not-an-email' }, 'It must be a valid email'],
      ['an email of the wrong type', { email: 42 }, 'Email is required*'],
      ['an array body', [1, 2], 'The request body must be a JSON object'],
    ])('newsletter with %s', async (_, body, message) => {
      const response = await post('/api/site/newsletter', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });

    it.each([
      ['no name', { email: 'a@example.com', message: 'hi' }, 'Name is required*'],
      ['a blank message', { name: 'A', email: 'a@example.com', message: '   ' }, 'Message is required*'],
      [
        'a message that is too long',
        { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
        'Message must be at most 5000 characters',
      ],
    ])('support with %s', async (_, body, message) => {
      const response = await post('/api/site/support', body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { message: string; errors?: unknown };
      expect(answer.message).toBe(message);
      expect(answer.errors).toBeDefined();
    });

    it('answers malformed JSON with 400', async () => {
      const response = await post('/api/site/support', '{"name": ');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'The request body is not valid JSON' });
    });

    it('refuses a 1 MB body cleanly with 413', async () => {
      const response = await post('/api/site/support', {
        name: 'A',
        email: 'a@example.com',
        message: 'x'.repeat(1024 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: 'The request body is too large' });
    });

    it('answers an unknown API path with a JSON 404', async () => {
      const response = await fetch(`${url}/api/no-such-thing`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'There is nothing at GET /api/no-such-thing' });
    });

    it('stores nothing from a refused request', async () => {
      await post('/api/site/support', { name: '', email: 'refused@example.com', message: 'hi' });
      expect(await environment.sql(`select id from support_requests where email = 'refused@example.com'`)).toHaveLength(
        0,
      );
    });
  });

  it('echoes a request id for tracing', async () => {
    const response = await fetch(`${url}/api/health`, { headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers.get('x-request-id')).toBe('trace-123');
  });
});
