import { randomBytes } from 'node:crypto';
import { outreachMessages, outreachRouteTable, type ConsentPreference } from '@fundplay/contracts';
import twilio from 'twilio';
import { ConsentRegistry } from '../../../src/modules/outreach/consent/consent-registry';
import { uniquePhone } from '../../support/identity-helpers';
import { newMessageSid, postTwilioWebhook } from '../../support/outreach-message-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const routes = outreachRouteTable;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: outreach/consent/commands/set-consent (the unsubscribe page and one-click unsubscribe), and
 * webhooks/commands/receive-inbound-sms (STOP, START and HELP by text), also through dev/simulate-sms-reply.
 */
describe('the way out of outreach: unsubscribe links, one-click, texts back', () => {
  let app: TestApp;

  const env = () => app.environment;
  const registry = () => app.app.get(ConsentRegistry);

  /** The consent row of an address, as stored. */
  async function consentRow(channel: 'email' | 'sms', address: string) {
    const [row] = await env().sql<{ subscribed: boolean; source: string | null; changed_at: Date | null }>(
      'select subscribed, source, changed_at from outreach_consents where channel = $1 and address = $2',
      [channel, address],
    );
    return row;
  }

  /** Twilio's inbound-message form for a text from `from`. */
  const inboundForm = (from: string, body: string) => ({
    AccountSid: `AC${randomBytes(16).toString('hex')}`,
    MessageSid: newMessageSid(),
    From: from,
    To: env().config.smsWebhooks.ourNumber,
    Body: body,
    NumMedia: '0',
  });

  const textIn = (from: string, body: string, options?: { signature?: string | null }) =>
    postTwilioWebhook(env(), app.url, routes.twilioInboundWebhook.path, inboundForm(from, body), options);

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' }, { worker: false });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('the unsubscribe page', () => {
    it('shows the masked address and records the choice, reversibly', async () => {
      const token = await registry().tokenFor('email', 'Jane.Doe@Example.com');

      const shown = await app.client.get(q(routes.getConsent.path, { token }));
      expect(shown.status).toBe(200);
      expect(shown.body.data).toEqual<ConsentPreference>({
        channel: 'email',
        maskedAddress: 'j•••@example.com',
        subscribed: true,
        changedAt: null,
      });

      const out = await app.client.post(routes.setConsent.path, { token, subscribed: false });
      expect(out.status).toBe(200);
      expect(out.body.message).toBe(outreachMessages.unsubscribed);
      expect(out.body.data).toMatchObject({ subscribed: false, maskedAddress: 'j•••@example.com' });
      expect(Date.parse(out.body.data.changedAt as string)).toBeGreaterThan(Date.now() - 60_000);
      expect(await consentRow('email', 'jane.doe@example.com')).toMatchObject({
        subscribed: false,
        source: 'unsubscribe-link',
      });
      expect((await app.client.get(q(routes.getConsent.path, { token }))).body.data.subscribed).toBe(false);

      const back = await app.client.post(routes.setConsent.path, { token, subscribed: true });
      expect(back.status).toBe(200);
      expect(back.body.message).toBe(outreachMessages.resubscribed);
      expect(back.body.data.subscribed).toBe(true);
      expect((await registry().findByToken(token))?.subscribed).toBe(true);
    });

    it('masks a phone number down to its last four digits', async () => {
      const token = await registry().tokenFor('sms', '+15550170123');
      const shown = await app.client.get(q(routes.getConsent.path, { token }));
      expect(shown.body.data).toMatchObject({ channel: 'sms', maskedAddress: '•••••••0123' });
    });

    it("refuses an unknown or malformed token with the page's message", async () => {
      const unknown = randomBytes(24).toString('base64url');
      for (const response of [
        await app.client.get(q(routes.getConsent.path, { token: unknown })),
        await app.client.post(routes.setConsent.path, { token: unknown, subscribed: false }),
        await app.client.post(q(routes.oneClickUnsubscribe.path, { token: unknown })),
      ]) {
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(outreachMessages.unsubscribeNotFound);
      }
      const malformed = await app.client.get(q(routes.getConsent.path, { token: 'not a token' }));
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe(outreachMessages.unsubscribeNotFound);
    });
  });

  describe('one-click unsubscribe (RFC 8058)', () => {
    it("opts the address out from a mail client's form post", async () => {
      const token = await registry().tokenFor('email', 'one-click@example.com');
      const response = await fetch(`${app.url}${q(routes.oneClickUnsubscribe.path, { token })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ unsubscribed: true });
      expect(await consentRow('email', 'one-click@example.com')).toMatchObject({
        subscribed: false,
        source: 'one-click',
      });
    });

    it('accepts the multipart form RFC 8058 recommends', async () => {
      const token = await registry().tokenFor('email', 'multipart@example.com');
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      const response = await fetch(`${app.url}${q(routes.oneClickUnsubscribe.path, { token })}`, {
        method: 'POST',
        body: form,
      });
      expect(response.status).toBe(200);
      expect((await consentRow('email', 'multipart@example.com'))?.subscribed).toBe(false);
    });

    it('takes url-encoded forms only where a sender posts them', async () => {
      const token = await registry().tokenFor('email', 'form-elsewhere@example.com');
      const response = await fetch(`${app.url}${routes.setConsent.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, subscribed: 'false' }).toString(),
      });
      expect(response.status).toBe(415);
      expect((await consentRow('email', 'form-elsewhere@example.com'))?.subscribed).toBe(true);
    });
  });

  describe("Twilio's inbound webhook", () => {
    it('records STOP, then START, from a signed request and answers TwiML', async () => {
      const phone = uniquePhone();
      const stop = await textIn(phone, 'Stop');
      expect(stop.status).toBe(200);
      expect(stop.contentType).toMatch(/^text\/xml/);
      expect(stop.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Message>FundPlay: You are unsubscribed/,
      );
      expect(await consentRow('sms', phone)).toMatchObject({ subscribed: false, source: 'sms-stop' });

      const start = await textIn(phone, 'START');
      expect(start.status).toBe(200);
      expect(start.body).toContain('<Message>FundPlay: You can get texts from FundPlay again.');
      expect(await consentRow('sms', phone)).toMatchObject({ subscribed: true, source: 'sms-start' });
    });

    it('refuses a request whose signature does not verify, and records nothing', async () => {
      const phone = uniquePhone();
      const form = inboundForm(phone, 'STOP');
      const forged = await postTwilioWebhook(env(), app.url, routes.twilioInboundWebhook.path, form, {
        signature: 'bm90IGEgc2lnbmF0dXJl',
      });
      expect(forged.status).toBe(403);
      expect(JSON.parse(forged.body)).toEqual({ message: outreachMessages.invalidWebhookSignature });

      const unsigned = await textIn(phone, 'STOP', { signature: null });
      expect(unsigned.status).toBe(403);

      // Signed for other fields than those sent: a changed body no longer verifies.
      const signedForm = inboundForm(phone, 'HELP');
      const tampered = await fetch(`${app.url}${routes.twilioInboundWebhook.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilio.getExpectedTwilioSignature(
            env().config.smsWebhooks.authToken,
            `${env().config.http.publicUrl}${routes.twilioInboundWebhook.path}`,
            signedForm,
          ),
        },
        body: new URLSearchParams({ ...signedForm, Body: 'STOP' }).toString(),
      });
      expect(tampered.status).toBe(403);
      expect(await consentRow('sms', phone)).toBeUndefined();
    });

    it('answers HELP with who FundPlay is and how to stop, changing nothing', async () => {
      const phone = uniquePhone();
      const help = await textIn(phone, 'help');
      expect(help.status).toBe(200);
      expect(help.body).toContain('<Message>FundPlay: fundraiser messages from people you know. Reply STOP');
      expect(help.body).toContain(env().config.support.email);
      expect(await consentRow('sms', phone)).toBeUndefined();
    });

    it('answers any other text with an empty response', async () => {
      const phone = uniquePhone();
      const chat = await textIn(phone, "Thanks, I'll give tomorrow!");
      expect(chat.status).toBe(200);
      expect(chat.body).toMatch(/<Response\/>$/);
      expect(await consentRow('sms', phone)).toBeUndefined();
    });
  });

  describe("the dev mailbox's simulated reply", () => {
    it('runs the signed webhook: STOP opts the phone out and the confirmation lands in the mailbox', async () => {
      const phone = uniquePhone();
      const token = await registry().tokenFor('sms', phone);

      const stop = await app.client.post(routes.devReply.path, { from: phone, body: 'STOP' });
      expect(stop.status).toBe(200);
      expect(stop.body.data.reply).toMatch(/^FundPlay: You are unsubscribed/);
      expect((await registry().findByToken(token))?.subscribed).toBe(false);
      expect(await consentRow('sms', phone)).toMatchObject({ source: 'sms-stop' });
      const [confirmation] = await app.client.mailbox(phone);
      expect(confirmation).toMatchObject({ channel: 'sms', to: phone, body: stop.body.data.reply });

      const start = await app.client.post(routes.devReply.path, { from: phone, body: 'start' });
      expect(start.status).toBe(200);
      expect((await registry().findByToken(token))?.subscribed).toBe(true);
      expect(await app.client.mailbox(phone)).toHaveLength(2);

      const chat = await app.client.post(routes.devReply.path, { from: phone, body: 'Who is this?' });
      expect(chat.body.data).toEqual({ reply: null });
      expect(await app.client.mailbox(phone)).toHaveLength(2);
    });
  });
});
