import { outreachRouteTable } from '@fundplay/contracts';
import { createFundraiser, signedInAccount, signedInPrimaryAdmin } from '../../support/fundraiser-helpers';
import { insertOutreachMessage, newMessageSid, postTwilioWebhook } from '../../support/outreach-message-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const routes = outreachRouteTable;

/** Use case: outreach/webhooks/commands/record-sms-status (Twilio’s status callback). */
describe('Twilio’s status callbacks for outreach texts', () => {
  let app: TestApp;

  const env = () => app.environment;

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' }, { worker: false });
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe("Twilio's status callback", () => {
    let fundraiserId: string;
    let senderId: string;

    beforeAll(async () => {
      const admin = await signedInPrimaryAdmin(env(), app.app);
      fundraiserId = (await createFundraiser(app.client, admin.token))._id;
      senderId = (await signedInAccount(env(), app.app, { role: 'participant' })).id;
    });

    async function messageState(id: string) {
      const [row] = await env().sql<{ status: string; delivered_at: Date | null; error: string | null }>(
        'select status, delivered_at, error from outreach_messages where id = $1',
        [id],
      );
      return row;
    }

    /** A text of the participant's in `status`, its Twilio SID stored (or not yet, with `sidStored: false`). */
    async function storedText(status: 'queued' | 'sent', { sidStored = true } = {}) {
      const sid = newMessageSid();
      const { id } = await insertOutreachMessage(env(), {
        fundraiserId,
        senderAccountId: senderId,
        channel: 'sms',
        status,
        providerMessageId: sidStored ? sid : null,
      });
      return { id, sid };
    }

    /** Twilio's status-callback form for the message `sid`. */
    const statusForm = (sid: string, status: string, extra: Record<string, string> = {}) => ({
      AccountSid: `AC${'0'.repeat(32)}`,
      MessageSid: sid,
      MessageStatus: status,
      ...extra,
    });

    /** Posts the callback signed as Twilio signs it, or with `signature` (null: none). */
    const callback = (sid: string, status: string, extra: Record<string, string> = {}, signature?: string | null) =>
      postTwilioWebhook(env(), app.url, routes.twilioStatusWebhook.path, statusForm(sid, status, extra), { signature });

    it('moves a text to delivered and never back', async () => {
      const { id, sid } = await storedText('sent');

      const delivered = await callback(sid, 'delivered');
      expect(delivered.status).toBe(200);
      expect(delivered.contentType).toMatch(/^text\/xml/);
      const state = await messageState(id);
      expect(state?.status).toBe('delivered');
      expect(state?.delivered_at).not.toBeNull();

      // Late and repeated callbacks change nothing.
      for (const late of ['sent', 'queued', 'failed', 'undelivered', 'delivered']) {
        expect((await callback(sid, late, { ErrorCode: '30003' })).status).toBe(200);
      }
      expect(await messageState(id)).toEqual(state);
    });

    it('fails an undelivered text with the reason, and a late sent does not undo it', async () => {
      const { id, sid } = await storedText('queued');
      expect((await callback(sid, 'sent')).status).toBe(200);
      expect((await messageState(id))?.status).toBe('sent');
      expect((await callback(sid, 'undelivered', { ErrorCode: '30003' })).status).toBe(200);
      expect(await messageState(id)).toMatchObject({
        status: 'failed',
        error: 'The phone is unreachable (off or out of coverage) (Twilio error 30003)',
      });
      await callback(sid, 'sent');
      await callback(sid, 'delivered');
      expect((await messageState(id))?.status).toBe('failed');
    });

    it('finds a text by the message id in its callback URL when the callback overtakes the stored SID', async () => {
      const { id, sid } = await storedText('queued', { sidStored: false });
      const path = `${routes.twilioStatusWebhook.path}?messageId=${id}`;
      expect((await postTwilioWebhook(env(), app.url, path, statusForm(sid, 'delivered'))).status).toBe(200);
      expect(await messageState(id)).toMatchObject({ status: 'delivered' });
      const [row] = await env().sql<{ provider_message_id: string | null }>(
        'select provider_message_id from outreach_messages where id = $1',
        [id],
      );
      expect(row?.provider_message_id).toBe(sid);
    });

    it('refuses an unsigned callback and leaves the message as it was', async () => {
      const { id, sid } = await storedText('sent');
      expect((await callback(sid, 'delivered', {}, null)).status).toBe(403);
      expect((await callback(sid, 'delivered', {}, 'forged')).status).toBe(403);
      expect((await messageState(id))?.status).toBe('sent');
    });
  });
});
