import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
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

/**
 * Use cases: site/commands/subscribe-to-newsletter (double opt-in), confirm-newsletter-subscription and
 * unsubscribe-from-newsletter.
 */
describe('the newsletter (/api/site/newsletter)', () => {
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
  });
});
