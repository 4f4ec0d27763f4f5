import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { Ledger } from '../../src/modules/ledger/ledger';
import { RateLimiter } from '../../src/platform/rate-limit/rate-limiter';
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

  it('reports database, Redis and queue health', async () => {
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up', redis: 'up', queue: { state: 'up' } });
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

  describe('the newsletter (double opt-in)', () => {
    const checkInbox = 'Almost done! Check your inbox and open the link we sent to confirm your subscription.';
    const confirmLink = /\/newsletter\/confirm\/([A-Za-z0-9_-]+)/;
    const unsubscribeLink = /\/newsletter\/unsubscribe\/([A-Za-z0-9_.-]+)/;
    const newsletterMails = async (to: string, count: number) =>
      eventually(`${count} newsletter emails to ${to}`, async () => {
        const found = await mailbox(to);
        return found.length >= count ? found : undefined;
      });
    const statusOf = async (email: string) =>
      (
        await environment.sql<{ status: string }>(`select status from newsletter_subscriptions where email = $1`, [
          email,
        ])
      )[0]?.status;

    it('keeps an address off the list until its owner follows the emailed link', async () => {
      const subscribed = await post('/api/site/newsletter', { email: ' Reader@Example.com ' });
      expect(subscribed.status).toBe(200);
      expect(await subscribed.json()).toEqual({ message: checkInbox, data: null });

      const [confirmation] = await newsletterMails('reader@example.com', 1);
      expect(confirmation?.subject).toBe('Confirm your FundPlay newsletter subscription');
      expect(await statusOf('reader@example.com')).toBe('pending');
      expect(await environment.sql(`select email from newsletter_subscriptions where status = 'confirmed'`)).toEqual(
        [],
      );

      const token = confirmLink.exec(confirmation?.body ?? '')?.[1] ?? '';
      const confirmed = await post('/api/site/newsletter/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.json()).toEqual({
        message: 'Your subscription is confirmed. Welcome to FundPlay news!',
        data: null,
      });
      expect(await statusOf('reader@example.com')).toBe('confirmed');
      // A second click (or a mail client's preview) changes nothing and still says yes.
      expect((await post('/api/site/newsletter/confirm', { token })).status).toBe(200);

      const [welcome] = await newsletterMails('reader@example.com', 2);
      expect(welcome?.subject).toBe('You are subscribed to FundPlay news');
    });

    it('refuses an unknown confirmation link with a message', async () => {
      const answer = await post('/api/site/newsletter/confirm', { token: 'not-a-real-token' });
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual({
        message: 'This confirmation link has expired or is no longer valid. Subscribe again to get a new one.',
      });
      expect((await post('/api/site/newsletter/confirm', { token: '\u0000' })).status).toBe(400);
    });

    it('keeps confirmation and unsubscribe tokens out of the outbox and the message log', async () => {
      await post('/api/site/newsletter', { email: 'secretive@example.com' });
      const [confirmation] = await newsletterMails('secretive@example.com', 1);
      const token = confirmLink.exec(confirmation?.body ?? '')?.[1] ?? '';
      const unsubscribeToken = unsubscribeLink.exec(confirmation?.body ?? '')?.[1] ?? '';
      expect(token).toHaveLength(43);
      for (const secret of [token, unsubscribeToken]) {
        expect(
          await environment.sql(`select id from outbox_events where payload::text like '%' || $1 || '%'`, [secret]),
        ).toEqual([]);
        expect(
          await environment.sql(
            `select id from outbound_messages where body like '%' || $1 || '%' or subject like '%' || $1 || '%'`,
            [secret],
          ),
        ).toEqual([]);
      }
    });

    it('unsubscribes with one click from every newsletter email, again and again, and asks a returner to confirm', async () => {
      const email = 'leaver@example.com';
      await post('/api/site/newsletter', { email });
      const [confirmation] = await newsletterMails(email, 1);
      const token = confirmLink.exec(confirmation?.body ?? '')?.[1] ?? '';
      await post('/api/site/newsletter/confirm', { token });
      const mails = await newsletterMails(email, 2);

      for (const mail of mails) {
        const unsubscribeToken = unsubscribeLink.exec(mail.body)?.[1];
        expect(unsubscribeToken).toBeDefined();
        const answer = await post('/api/site/newsletter/unsubscribe', { token: unsubscribeToken });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({
          message: 'You are unsubscribed. We will not send you the FundPlay newsletter any more.',
          data: null,
        });
        expect(await statusOf(email)).toBe('unsubscribed');
      }
      // The old confirmation link cannot put the address back.
      expect((await post('/api/site/newsletter/confirm', { token })).status).toBe(410);
      expect(await statusOf(email)).toBe('unsubscribed');

      await post('/api/site/newsletter', { email });
      expect(await statusOf(email)).toBe('pending');
      const [again] = await newsletterMails(email, 3);
      expect(again?.subject).toBe('Confirm your FundPlay newsletter subscription');
      expect(confirmLink.exec(again?.body ?? '')?.[1]).not.toBe(token);
    });

    it('refuses a forged unsubscribe link', async () => {
      const forged = await post('/api/site/newsletter/unsubscribe', {
        token: '00000000-0000-4000-8000-000000000000.forged',
      });
      expect(forged.status).toBe(400);
      expect(await forged.json()).toEqual({
        message: 'This unsubscribe link is not valid. Please use the link from your latest email.',
      });
    });

    it('answers a confirmed, a pending and an unknown address alike, and limits requests per address', async () => {
      const member = 'member@example.com';
      await post('/api/site/newsletter', { email: member });
      const [confirmation] = await newsletterMails(member, 1);
      await post('/api/site/newsletter/confirm', { token: confirmLink.exec(confirmation?.body ?? '')?.[1] });
      await newsletterMails(member, 2);

      const forMember = await post('/api/site/newsletter', { email: member });
      const forStranger = await post('/api/site/newsletter', { email: 'stranger@example.com' });
      const forPending = await post('/api/site/newsletter', { email: 'stranger@example.com' });
      for (const answer of [forMember, forStranger, forPending]) {
        expect(answer.status).toBe(200);
        expect(await answer.json()).toEqual({ message: checkInbox, data: null });
      }
      expect(await statusOf(member)).toBe('confirmed');

      // The third request in an hour was the member's last; a fourth is refused, whatever the address's state.
      await post('/api/site/newsletter', { email: member });
      const tooMany = await post('/api/site/newsletter', { email: member });
      expect(tooMany.status).toBe(429);
      expect(await tooMany.json()).toEqual({
        message: 'This address was entered several times already. Check its inbox for the link, or try again later.',
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Member: confirmation + welcome, nothing more. Stranger: one confirmation despite two requests.
      expect(await mailbox(member)).toHaveLength(2);
      expect(await mailbox('stranger@example.com')).toHaveLength(1);
    });
  });

  it('shows live figures and the configured fee policy', async () => {
    const [started, upcoming] = [randomUUID(), randomUUID()];
    await environment.sql(
      `insert into fundraisers (id, fund_raising_name, starts_at, ends_at, goal_cents)
       values ($1, 'Started', now() - interval '1 day', now() + interval '20 days', 100000),
              ($2, 'Not started yet', now() + interval '1 day', now() + interval '20 days', 100000)`,
      [started, upcoming],
    );
    // What fundraisers raised is read from the ledger; a fundraiser yet to start does not count.
    const ledger = api.get(Ledger);
    await api
      .get(EntityManager)
      .fork()
      .transactional(async (em) => {
        for (const [fundraiserId, amountCents] of [
          [started, 12345],
          [upcoming, 500],
        ] as const) {
          await ledger.recordManualDonation(em, {
            externalRef: `manual:${randomUUID()}`,
            fundraiserId,
            groupId: null,
            membershipId: null,
            amountCents,
          });
        }
      });
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
      ['a missing email', {}, 'Email is required'],
      ['an invalid email', { email: 'not-an-email' }, 'It must be a valid email'],
      ['an email of the wrong type', { email: 42 }, 'Email is required'],
      ['an array body', [1, 2], 'The request body must be a JSON object'],
    ])('newsletter with %s', async (_, body, message) => {
      const response = await post('/api/site/newsletter', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message });
    });

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
