import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { RateLimiter } from '../../../src/platform/rate-limit/rate-limiter';
import { startApi, startWorker } from '../../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../../support/test-environment';

interface Mail {
  channel: string;
  to: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

/** Use case: site/commands/submit-support-request (the support form), with its limits and its captcha. */
describe('the support form (/api/site/support)', () => {
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
    environment = await createTestEnvironment({ CAPTCHA: 'off' });
    ({ app: api, url } = await startApi(environment.config));
    worker = await startWorker(environment.config);
  });

  // Every request here comes from 127.0.0.1: each test starts with that address's per-IP budgets unused.
  beforeEach(async () => {
    const limiter = api.get(RateLimiter);
    await limiter.reset('support-ip:127.0.0.1');
    await limiter.reset('newsletter-ip:127.0.0.1');
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await environment?.dispose();
  });

  it('acknowledges a support request with a fixed text and its reference, and tells the team everything', async () => {
    const response = await post('/api/site/support', {
      name: 'Dana <a href="https://evil.example">prize</a>',
      email: 'dana@example.com',
      message: 'Our school wants to start. Click https://evil.example to claim your prize',
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { supportRequestId: string } };
    const teamMail = await eventually('the email to the support team', async () =>
      (await mailbox('support@fundplay.app')).find((mail) => mail.body.includes(data.supportRequestId)),
    );
    expect(teamMail.subject).toBe('Support request from Dana <a href="https://evil.example">prize</a>');
    expect(teamMail.body).toContain('Our school wants to start. Click https://evil.example to claim your prize');

    const acknowledgement = await eventually('the acknowledgement', async () => (await mailbox('dana@example.com'))[0]);
    expect(acknowledgement.subject).toBe('We received your message');
    expect(acknowledgement.body).toContain(`Your request reference: ${data.supportRequestId}`);
    expect(acknowledgement.body).not.toContain('evil.example');
    expect(acknowledgement.body).not.toContain('Dana');
    expect(acknowledgement.body).not.toContain('school');
  });

  it('lets 40 rapid support posts at one address through only three times, with clear 429s', async () => {
    const victim = 'victim@example.com';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post('/api/site/support', { name: 'Spam', email: victim, message: `Buy now ${index} https://spam.example` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(37);
    const messages = new Set(
      await Promise.all(
        answers
          .filter((answer) => answer.status === 429)
          .map(async (answer) => ((await answer.json()) as { message: string }).message),
      ),
    );
    expect([...messages].sort()).toEqual([
      'We already received several messages for this email address. Please wait a while before writing again.',
      'You have sent several messages in a short time. Please wait a while before writing again.',
    ]);
    expect(await environment.sql(`select id from support_requests where email = $1`, [victim])).toHaveLength(3);
    const received = await eventually('three acknowledgements', async () => {
      const found = await mailbox(victim);
      return found.length >= 3 ? found : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailbox(victim)).toHaveLength(3);
    for (const mail of received) expect(mail.body).not.toMatch(/spam\.example|Buy now|Spam/);
  });

  it('limits support posts per IP address, whatever addresses they name', async () => {
    const answers = [];
    for (let index = 0; index < 11; index++) {
      answers.push(
        await post('/api/site/support', { name: 'A', email: `sender-${index}@example.com`, message: 'Hello' }),
      );
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(answers[10]?.status).toBe(429);
    expect(await answers[10]?.json()).toEqual({
      message: 'You have sent several messages in a short time. Please wait a while before writing again.',
    });
  });

  describe('refuses bad input with a 4xx and a message, never a 500', () => {
    it.each([
      ['no name', { email: 'a@example.com', message: 'hi' }, 'Name is required'],
      ['a blank message', { name: 'A', email: 'a@example.com', message: '   ' }, 'Message is required'],
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

    it('stores nothing from a refused request', async () => {
      await post('/api/site/support', { name: '', email: 'refused@example.com', message: 'hi' });
      expect(await environment.sql(`select id from support_requests where email = 'refused@example.com'`)).toHaveLength(
        0,
      );
    });
  });
});

describe('the support form with captcha on', () => {
  let environment: TestEnvironment;
  let api: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    // A cheap proof of work: captcha.spec proves the production cost.
    environment = await createTestEnvironment({ CAPTCHA: 'on', CAPTCHA_COST: '10' });
    ({ app: api, url } = await startApi(environment.config));
  });

  afterAll(async () => {
    await api?.close();
    await environment?.dispose();
  });

  /** What the <altcha-widget> does in the browser: fetch a challenge, do the work, send the payload. */
  async function solvedCaptcha(): Promise<string> {
    const challenge = (await (await fetch(`${url}/api/captcha/challenge`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve the challenge');
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  const support = (captcha?: string) =>
    fetch(`${url}/api/site/support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dana',
        email: 'dana@example.com',
        message: 'Hello',
        ...(captcha ? { captcha } : {}),
      }),
    });

  it('requires a solved captcha, once per request', async () => {
    const missing = await support();
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: 'Please complete the captcha',
      errors: { captcha: ['Please complete the captcha'] },
    });
    expect(await environment.sql(`select id from support_requests`)).toEqual([]);

    const captcha = await solvedCaptcha();
    expect((await support(captcha)).status).toBe(201);
    expect((await support(captcha)).status).toBe(400); // replayed
  });
});
