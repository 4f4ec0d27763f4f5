import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AppModule } from '../../src/app.module';
import { DeliverOutreachMessageJob } from '../../src/modules/outreach/sending/jobs/deliver-outreach-message.job';
import type { OutgoingSms, SentMessage } from '../../src/platform/messaging/outgoing-message';
import { RecipientOptedOutError } from '../../src/platform/messaging/recipient-opted-out.error';
import { SmsSender } from '../../src/platform/messaging/sms-sender.port';
import { uniquePhone } from '../support/identity-helpers';
import { insertOutreachMessage } from '../support/outreach-message-helpers';
import { insertOutreachScene, type OutreachScene } from '../support/outreach-scene';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/** Stands in for Twilio: records what it was handed and answers what the test tells it to. */
class ScriptedSmsSender extends SmsSender {
  readonly transport = 'twilio' as const;
  readonly handed: OutgoingSms[] = [];
  answer: (sms: OutgoingSms) => Promise<SentMessage> = () => Promise.resolve({ providerMessageId: 'SM-default' });

  send(sms: OutgoingSms): Promise<SentMessage> {
    this.handed.push(sms);
    return this.answer(sms);
  }
}

/** Delivery through a provider that sends, fails, or knows the recipient said STOP (Twilio's 21610). */
describe('delivering outreach texts through a provider', () => {
  let environment: TestEnvironment;
  let app: INestApplicationContext;
  let scene: OutreachScene;
  const sms = new ScriptedSmsSender();

  beforeAll(async () => {
    environment = await createTestEnvironment({ PUBLIC_URL: 'https://fundplay.example' });
    const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(environment.config)] })
      .overrideProvider(SmsSender)
      .useValue(sms)
      .compile();
    moduleRef.useLogger(false);
    app = await moduleRef.init();
    scene = await insertOutreachScene(environment);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.dispose();
  });

  const queuedText = async (address: string) =>
    (
      await insertOutreachMessage(environment, {
        fundraiserId: scene.fundraiserId,
        senderAccountId: scene.participantId,
        channel: 'sms',
        address,
        status: 'queued',
      })
    ).id;

  const deliver = (messageId: string) => app.get(DeliverOutreachMessageJob).handle({ messageId });

  async function messageRow(id: string) {
    const [row] = await environment.sql<{
      status: string;
      hold_reason: string | null;
      provider_message_id: string | null;
      sent_at: Date | null;
      error: string | null;
    }>('select status, hold_reason, provider_message_id, sent_at, error from outreach_messages where id = $1', [id]);
    return row;
  }

  it('marks a text sent with its SID, asking Twilio to report its status to the public URL', async () => {
    const to = uniquePhone();
    sms.answer = () => Promise.resolve({ providerMessageId: 'SM0001' });
    const id = await queuedText(to);
    await deliver(id);

    expect(await messageRow(id)).toMatchObject({ status: 'sent', provider_message_id: 'SM0001', error: null });
    expect(sms.handed.at(-1)).toMatchObject({
      to,
      statusCallback: `https://fundplay.example/api/webhooks/twilio/status?messageId=${id}`,
    });
    expect(sms.handed.at(-1)?.text).toContain('Reply STOP to opt out.');
  });

  it('records a failure and rethrows it so the job retries; the retry sends it', async () => {
    const to = uniquePhone();
    sms.answer = () => Promise.reject(new Error('Twilio is unavailable'));
    const id = await queuedText(to);
    await expect(deliver(id)).rejects.toThrow('Twilio is unavailable');
    expect(await messageRow(id)).toMatchObject({ status: 'failed', error: 'Twilio is unavailable' });

    sms.answer = () => Promise.resolve({ providerMessageId: 'SM0002' });
    await deliver(id);
    expect(await messageRow(id)).toMatchObject({ status: 'sent', provider_message_id: 'SM0002', error: null });
  });

  it('does not send again when a retry finds the text already accepted, and still learns its SID', async () => {
    const to = uniquePhone();
    sms.answer = () => Promise.resolve({ providerMessageId: 'SM0003' });
    const id = await queuedText(to);
    await deliver(id);
    // As if the worker died after Twilio accepted the text but before the row said so.
    await environment.sql(
      `update outreach_messages set status = 'queued', provider_message_id = null, sent_at = null where id = $1`,
      [id],
    );
    const handedBefore = sms.handed.length;
    await deliver(id);
    expect(sms.handed).toHaveLength(handedBefore);
    expect(await messageRow(id)).toMatchObject({ status: 'sent', provider_message_id: 'SM0003' });
  });

  it('records the opt-out when Twilio says the number replied STOP (21610), and texts it no more', async () => {
    const to = uniquePhone();
    sms.answer = (message) => Promise.reject(new RecipientOptedOutError(message.to, '21610'));
    const id = await queuedText(to);
    await deliver(id);
    expect(await messageRow(id)).toMatchObject({ status: 'opted_out', hold_reason: 'optedOut', error: null });
    expect(
      await environment.sql(`select subscribed, source from outreach_consents where channel = 'sms' and address = $1`, [
        to,
      ]),
    ).toEqual([{ subscribed: false, source: 'provider' }]);

    const handedBefore = sms.handed.length;
    const next = await queuedText(to);
    await deliver(next);
    expect(await messageRow(next)).toMatchObject({ status: 'opted_out' });
    expect(sms.handed).toHaveLength(handedBefore);
  });
});
