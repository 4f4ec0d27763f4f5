import type { OutreachChannel, OutreachSendResult } from '@fundplay/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { AddContactCommand } from '../../src/modules/outreach/commands/add-contact/add-contact.command';
import { DeleteAllContactsCommand } from '../../src/modules/outreach/commands/delete-all-contacts/delete-all-contacts.command';
import { SendOutreachMessagesCommand } from '../../src/modules/outreach/sending/commands/send-outreach-messages/send-outreach-messages.command';
import { DeliverOutreachMessageJob } from '../../src/modules/outreach/sending/jobs/deliver-outreach-message.job';
import { Clock } from '../../src/platform/clock/clock';
import { insertContact, insertOutreachScene, type OutreachScene } from '../support/outreach-scene';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';
import { uniqueEmail } from '../support/identity-helpers';

const at = (iso: string) => new Date(iso);
/** 19:00 in Paris, 13:00 in New York: everyone involved is awake, for another two hours in Paris. */
const T0 = '2026-06-10T17:00:00Z';
const HALF_AN_HOUR_LATER = '2026-06-10T17:30:00.000Z';
const AN_HOUR_LATER = '2026-06-10T18:00:00.000Z';
/** 48 hours after T0. */
const T0_PLUS_48_HOURS = '2026-06-12T17:00:00.000Z';

/** A French mobile number: one zone, Europe/Paris, awake at T0. */
const parisPhone = () => `+3361${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

/**
 * "Delete all contacts" erases the sender's address book and message history, but not what the outreach limits
 * (3 messages per person, 48 hours apart per channel, the daily cap) have counted: a person re-added afterwards is
 * held or not sent exactly as if nothing had been deleted. The limits' own store keeps no address.
 */
describe('outreach limits survive "Delete all contacts"', () => {
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

  const commands = () => app.get(CommandBus);

  function send(scene: OutreachScene, channel: OutreachChannel, contactIds: string[]): Promise<OutreachSendResult> {
    return commands().execute(
      new SendOutreachMessagesCommand(scene.participantId, {
        fundRaiserId: scene.fundraiserId,
        channel,
        recipients: contactIds.map((id) => ({ kind: 'contact' as const, id })),
        note: '',
      }),
    );
  }

  /**
   * Marks the messages delivered when they were due, as the delivery job does (it stamps the database's clock, which
   * the fixed clock does not reach): they reached the person.
   */
  async function deliver(result: OutreachSendResult): Promise<void> {
    await environment.sql(
      `update outreach_messages set status = 'delivered', sent_at = send_at, delivered_at = send_at
        where id = any($1::uuid[])`,
      [result.messages.map((message) => message._id)],
    );
  }

  const verdicts = (result: OutreachSendResult) =>
    result.messages.map((message) => [message.status, message.holdReason, message.sendAt]);

  /** Deletes everything, then adds the same person again through the product's own command. */
  async function deleteAllAndReAdd(scene: OutreachScene, person: { email: string; phoneNumber: string }) {
    await commands().execute(new DeleteAllContactsCommand(scene.participantId));
    const again = await commands().execute(
      new AddContactCommand(scene.participantId, {
        fullName: 'Rose again',
        email: person.email.toUpperCase(),
        phoneNumber: person.phoneNumber,
      }),
    );
    return again._id;
  }

  /**
   * Two messages reach Rose; half an hour later she is emailed again with a new contact, Sam, and then texted. With or
   * without "Delete all" in between, the verdicts must be the same.
   */
  async function scenario(deleteInBetween: boolean) {
    const scene = await insertOutreachScene(environment, { timeZone: 'America/New_York' });
    const person = { email: uniqueEmail('rose'), phoneNumber: parisPhone() };
    let rose = await insertContact(environment, scene.participantId, { fullName: 'Rose', ...person });
    now = at(T0);
    await deliver(await send(scene, 'email', [rose]));
    await deliver(await send(scene, 'sms', [rose]));

    if (deleteInBetween) rose = await deleteAllAndReAdd(scene, person);
    const sam = await insertContact(environment, scene.participantId, { fullName: 'Sam', email: uniqueEmail('sam') });
    now = at(HALF_AN_HOUR_LATER);
    const emails = await send(scene, 'email', [rose, sam]);
    const text = await send(scene, 'sms', [rose]);
    return { scene, person, emails: verdicts(emails), text: verdicts(text) };
  }

  it('holds or refuses a re-added person exactly as without the deletion', async () => {
    const kept = await scenario(false);
    const deleted = await scenario(true);

    expect(kept.emails).toEqual([
      // 48 hours after the first email to Rose.
      ['scheduled', 'spacing', T0_PLUS_48_HOURS],
      // The day already holds two of the sender's messages (the cap is 2): the next day, 08:00 in New York.
      ['scheduled', 'dailyCap', '2026-06-11T12:00:00.000Z'],
    ]);
    // Rose has had her three: two that reached her and the email waiting for its time.
    expect(kept.text).toEqual([['not_sent', 'recipientLimit', HALF_AN_HOUR_LATER]]);
    expect(deleted.emails).toEqual(kept.emails);
    expect(deleted.text).toEqual(kept.text);
  });

  it('keeps no address in what the limits remember once everything is deleted', async () => {
    const { scene, person } = await scenario(true);
    await commands().execute(new DeleteAllContactsCommand(scene.participantId));

    expect(
      await environment.sql('select id from outreach_messages where sender_account_id = $1', [scene.participantId]),
    ).toEqual([]);
    const remembered = await environment.sql('select * from outreach_limit_entries where sender_account_id = $1', [
      scene.participantId,
    ]);
    // The two messages that reached Rose; the scheduled ones were cancelled with the deletion.
    expect(remembered).toHaveLength(2);
    const stored = JSON.stringify(remembered).toLowerCase();
    expect(stored).not.toContain(person.email.toLowerCase());
    expect(stored).not.toContain(person.email.split('@')[0]?.toLowerCase());
    expect(stored).not.toContain(person.phoneNumber.slice(1));
  });

  it('counts nothing that "Delete all" stopped before it went out, and what a delivery had already taken', async () => {
    const scene = await insertOutreachScene(environment, { timeZone: 'America/New_York' });
    const person = { email: uniqueEmail('rose'), phoneNumber: parisPhone() };
    const rose = await insertContact(environment, scene.participantId, { fullName: 'Rose', ...person });
    now = at(T0);
    const [emailed] = (await send(scene, 'email', [rose])).messages;
    const [texted] = (await send(scene, 'sms', [rose])).messages;
    if (!emailed || !texted) throw new Error('no message');
    // A delivery attempt has taken the text and is handing it to the transport; the email waits in the queue.
    await environment.sql('update outreach_messages set claimed_at = send_at where id = $1', [texted._id]);

    const again = await deleteAllAndReAdd(scene, person);
    // The queued email's delivery finds nothing to send.
    await app.get(DeliverOutreachMessageJob).handle({ messageId: emailed._id });
    expect(await environment.sql('select id from dev_mailbox_messages where recipient = $1', [person.email])).toEqual(
      [],
    );

    now = at(AN_HOUR_LATER);
    // The email never went: no spacing for a new one. The text did: the next one waits 48 hours.
    expect(verdicts(await send(scene, 'email', [again]))).toEqual([['queued', null, AN_HOUR_LATER]]);
    expect(verdicts(await send(scene, 'sms', [again]))).toEqual([['scheduled', 'spacing', T0_PLUS_48_HOURS]]);
  });

  it('counts the messages sent before the limits kept their own entries, also once they are deleted', async () => {
    const scene = await insertOutreachScene(environment, { timeZone: 'America/New_York' });
    const person = { email: uniqueEmail('rose'), phoneNumber: parisPhone() };
    const rose = await insertContact(environment, scene.participantId, { fullName: 'Rose', ...person });
    now = at(T0);
    await deliver(await send(scene, 'email', [rose]));
    // As the messages of a database migrated from before the entries: only the message row.
    await environment.sql('delete from outreach_limit_entries where sender_account_id = $1', [scene.participantId]);

    now = at(HALF_AN_HOUR_LATER);
    expect(verdicts(await send(scene, 'email', [rose]))).toEqual([['scheduled', 'spacing', T0_PLUS_48_HOURS]]);
    const again = await deleteAllAndReAdd(scene, person);
    expect(verdicts(await send(scene, 'email', [again]))).toEqual([['scheduled', 'spacing', T0_PLUS_48_HOURS]]);
  });
});
