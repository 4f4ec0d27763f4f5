import type { OutreachChannel, OutreachSendResult } from '@fundplay/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { ConsentRegistry } from '../../src/modules/outreach/consent/consent-registry';
import { SendOutreachMessagesCommand } from '../../src/modules/outreach/sending/commands/send-outreach-messages/send-outreach-messages.command';
import { DeliverOutreachMessageJob } from '../../src/modules/outreach/sending/jobs/deliver-outreach-message.job';
import { ReleaseDueOutreachMessagesJob } from '../../src/modules/outreach/sending/jobs/release-due-outreach-messages.job';
import { Clock } from '../../src/platform/clock/clock';
import { insertContact, insertOutreachScene, type OutreachScene } from '../support/outreach-scene';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { uniqueEmail, uniquePhone } from '../support/identity-helpers';

const at = (iso: string) => new Date(iso);
/** A French mobile number: its one zone is Europe/Paris. */
const PARIS_PHONE = '+33612345678';
/** A Honolulu number: the United States have many zones, so the text waits for day in all of them. */
const HONOLULU_PHONE = '+18085550123';
/** A Japanese mobile number: Asia/Tokyo. */
const TOKYO_PHONE = '+819012345678';

describe('outreach limits and quiet hours, with a fixed clock', () => {
  let environment: TestEnvironment;
  let app: INestApplicationContext;
  let now: Date;

  beforeAll(async () => {
    environment = await createTestEnvironment({ OUTREACH_DAILY_CAP: '2' });
    app = await NestFactory.createApplicationContext(AppModule.forRoot(environment.config), {
      logger: false,
      abortOnError: false,
    });
    jest.spyOn(app.get(Clock), 'now').mockImplementation(() => now);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.dispose();
  });

  async function send(
    scene: OutreachScene,
    channel: OutreachChannel,
    contactIds: string[],
  ): Promise<OutreachSendResult> {
    return app.get(CommandBus).execute(
      new SendOutreachMessagesCommand(scene.participantId, {
        fundRaiserId: scene.fundraiserId,
        channel,
        recipients: contactIds.map((id) => ({ kind: 'contact' as const, id })),
        note: '',
      }),
    );
  }

  const contact = (scene: OutreachScene, phoneNumber: string | null = uniquePhone()) =>
    insertContact(environment, scene.participantId, {
      fullName: 'Grandma Rose',
      email: uniqueEmail('rose'),
      phoneNumber,
    });

  async function statusOf(messageId: string) {
    const [row] = await environment.sql<{ status: string; hold_reason: string | null }>(
      'select status, hold_reason from outreach_messages where id = $1',
      [messageId],
    );
    return row;
  }

  const mailboxTo = (to: string) =>
    environment.sql<{ body: string }>('select body from dev_mailbox_messages where recipient = $1', [to]);

  it("holds a text until 08:00 in the recipient's zone while an email to them goes now", async () => {
    const scene = await insertOutreachScene(environment, { timeZone: 'America/New_York' });
    const rose = await contact(scene, PARIS_PHONE);
    now = at('2026-06-10T20:30:00Z'); // 22:30 in Paris, 16:30 in New York

    const text = await send(scene, 'sms', [rose]);
    expect(text.messages[0]).toMatchObject({
      status: 'scheduled',
      holdReason: 'quietHours',
      sendAt: '2026-06-11T06:00:00.000Z', // 08:00 in Paris
    });
    const email = await send(scene, 'email', [rose]);
    expect(email.messages[0]).toMatchObject({ status: 'queued', holdReason: null });
  });

  it('waits for day in every zone of a country with several, unless the fundraiser is in one of them', async () => {
    now = at('2026-06-10T13:00:00Z'); // 09:00 in New York, 03:00 in Honolulu
    const london = await insertOutreachScene(environment, { timeZone: 'Europe/London' });
    const held = await send(london, 'sms', [await contact(london, HONOLULU_PHONE)]);
    expect(held.messages[0]).toMatchObject({
      status: 'scheduled',
      holdReason: 'quietHours',
      sendAt: '2026-06-10T18:00:00.000Z', // 08:00 in Honolulu
    });

    const newYork = await insertOutreachScene(environment, { timeZone: 'America/New_York' });
    const sentNow = await send(newYork, 'sms', [await contact(newYork, HONOLULU_PHONE)]);
    expect(sentNow.messages[0]).toMatchObject({ status: 'queued' });
  });

  it('spaces two messages on one channel by 48 hours, to the minute', async () => {
    const scene = await insertOutreachScene(environment);
    const [rose, sam] = [await contact(scene), await contact(scene)];
    now = at('2026-06-10T14:00:00Z');
    await send(scene, 'email', [rose, sam]);

    now = at('2026-06-12T13:59:00Z');
    const early = await send(scene, 'email', [rose]);
    expect(early.messages[0]).toMatchObject({
      status: 'scheduled',
      holdReason: 'spacing',
      sendAt: '2026-06-12T14:00:00.000Z',
    });
    now = at('2026-06-12T14:00:00Z');
    expect((await send(scene, 'email', [sam])).messages[0]).toMatchObject({ status: 'queued', holdReason: null });
  });

  it("rolls a sender over the daily cap to the next day in the fundraiser's zone", async () => {
    const scene = await insertOutreachScene(environment, { timeZone: 'America/New_York' });
    now = at('2026-06-10T15:00:00Z'); // 11:00 in New York; the cap is 2 a day
    const first = await send(scene, 'email', [await contact(scene), await contact(scene), await contact(scene)]);
    expect(first.messages.map((message) => [message.status, message.holdReason, message.sendAt])).toEqual([
      ['queued', null, '2026-06-10T15:00:00.000Z'],
      ['queued', null, '2026-06-10T15:00:00.000Z'],
      // Midnight in New York is quiet: the next day's first slot is 08:00 there.
      ['scheduled', 'dailyCap', '2026-06-11T12:00:00.000Z'],
    ]);

    // The next day already holds the one rolled over: one more fits, the other rolls on.
    now = at('2026-06-11T13:00:00Z');
    const second = await send(scene, 'email', [await contact(scene), await contact(scene)]);
    expect(second.messages.map((message) => [message.status, message.holdReason, message.sendAt])).toEqual([
      ['queued', null, '2026-06-11T13:00:00.000Z'],
      ['scheduled', 'dailyCap', '2026-06-12T12:00:00.000Z'],
    ]);

    // 03:30 UTC on 12 June is still the full 11th in New York, so a text to Tokyo (12:30 there, awake) waits for
    // New York's midnight, when the 12th still has room.
    now = at('2026-06-12T03:30:00Z');
    const late = await send(scene, 'sms', [await contact(scene, TOKYO_PHONE)]);
    expect(late.messages[0]).toMatchObject({
      status: 'scheduled',
      holdReason: 'dailyCap',
      sendAt: '2026-06-12T04:00:00.000Z',
    });
  });

  it('releases a held message when it is due, and the delivery job sends it', async () => {
    const scene = await insertOutreachScene(environment);
    now = at('2026-06-10T20:30:00Z');
    const [held] = (await send(scene, 'sms', [await contact(scene, '+33612345679')])).messages;
    if (!held) throw new Error('no message');
    const release = app.get(ReleaseDueOutreachMessagesJob);

    now = at('2026-06-11T05:59:00Z');
    await release.run();
    expect(await statusOf(held._id)).toMatchObject({ status: 'scheduled' });

    now = at('2026-06-11T06:00:00Z');
    const { released } = await release.run();
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await statusOf(held._id)).toMatchObject({ status: 'queued', hold_reason: 'quietHours' });
    const events = await environment.sql<{ payload: { messageId: string } }>(
      `select payload from outbox_events where event_name = 'OutreachMessageDue' and payload->>'messageId' = $1`,
      [held._id],
    );
    expect(events).toHaveLength(1);
    // A second run releases it no more.
    await release.run();
    expect(
      await environment.sql(`select id from outbox_events where payload->>'messageId' = $1`, [held._id]),
    ).toHaveLength(1);

    await app.get(DeliverOutreachMessageJob).handle(events[0]?.payload ?? { messageId: held._id });
    expect(await statusOf(held._id)).toMatchObject({ status: 'delivered' });
    const [text] = await mailboxTo('+33612345679');
    expect(text?.body).toContain(`/donate/${scene.referralCode}?t=`);
    expect(text?.body).toContain('Reply STOP to opt out.');
  });

  it('sends nothing when the recipient opted out while the message was held', async () => {
    const scene = await insertOutreachScene(environment);
    now = at('2026-06-10T20:30:00Z');
    const [held] = (await send(scene, 'sms', [await contact(scene, '+33612345670')])).messages;
    if (!held) throw new Error('no message');
    await app.get(ConsentRegistry).setSubscribed('sms', '+33612345670', false, 'sms-stop');

    now = at('2026-06-11T06:00:00Z');
    await app.get(ReleaseDueOutreachMessagesJob).run();
    await app.get(DeliverOutreachMessageJob).handle({ messageId: held._id });
    expect(await statusOf(held._id)).toEqual({ status: 'opted_out', hold_reason: 'optedOut' });
    expect(await mailboxTo('+33612345670')).toEqual([]);
  });
});
