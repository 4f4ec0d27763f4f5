import { outreachMessages, outreachRouteTable } from '@fundplay/contracts';
import { del, insertTeamMember } from '../../support/fundraiser-helpers';
import { uniqueEmail, uniquePhone } from '../../support/identity-helpers';
import { outreachSendingHelpers } from '../../support/outreach-sending-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const routes = outreachRouteTable;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;
const HOUR_MS = 3_600_000;

/**
 * Use case: outreach/sending/commands/send-outreach-messages (a participant messages their contacts and team
 * members), with queries/list-outreach-messages and commands/delete-all-contacts, which takes the history too.
 */
describe('outreach sent by a participant (/api/outreachRoutes)', () => {
  let app: TestApp;

  const client = () => app.client;
  const env = () => app.environment;
  const { scene, participant, addContact, send, sent, messagesOf, trackingCodeOf, consentTokenOf, mailTo, publicUrl } =
    outreachSendingHelpers(() => app);

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('emails and texts two contacts their personal referral link and the way out', async () => {
    const at = await scene();
    const me = await participant(at);
    const rose = await addContact(me.token, {
      fullName: 'Grandma Rose',
      email: uniqueEmail('rose'),
      phoneNumber: uniquePhone(),
    });
    const sam = await addContact(me.token, {
      fullName: 'Uncle Sam',
      email: uniqueEmail('sam'),
      phoneNumber: uniquePhone(),
    });
    const recipients = [rose, sam].map((contact) => ({ kind: 'contact', id: contact._id }));

    const emails = await sent(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients,
      note: 'Every dollar helps our band trip!',
    });
    expect(emails.skipped).toEqual([]);
    expect(emails.counts).toMatchObject({ queued: 2, scheduled: 0, not_sent: 0 });
    expect(emails.messages.map((message) => [message.recipientName, message.address, message.status])).toEqual([
      ['Grandma Rose', rose.email, 'queued'],
      ['Uncle Sam', sam.email, 'queued'],
    ]);

    const texts = await sent(me.token, { fundRaiserId: at.fundraiser._id, channel: 'sms', recipients });
    expect(texts.counts.queued).toBe(2);

    for (const [index, contact] of [rose, sam].entries()) {
      const emailMessage = emails.messages[index];
      const textMessage = texts.messages[index];
      if (!emailMessage || !textMessage || !contact.email || !contact.phoneNumber) throw new Error('missing');

      const mail = await mailTo(contact.email);
      expect(mail.subject).toBe(`Test Person invites you to support ${at.fundraiser.fundRaisingName}`);
      expect(mail.body).toContain(`Hi ${contact.fullName},`);
      expect(mail.body).toContain('Every dollar helps our band trip!');
      expect(mail.body).toContain('You are receiving this because Test Person added you to their contacts on FundPlay');
      expect(mail.body).toContain(`${publicUrl()}/donate/${me.code}?t=${await trackingCodeOf(emailMessage._id)}`);
      expect(mail.body).toContain(`${publicUrl()}/unsubscribe/${await consentTokenOf('email', contact.email)}`);

      const text = await mailTo(contact.phoneNumber);
      expect(text.body).toBe(
        `Test Person is raising money for ${at.fundraiser.fundRaisingName} on FundPlay. ` +
          `Give: ${publicUrl()}/donate/${me.code}?t=${await trackingCodeOf(textMessage._id)} Reply STOP to opt out.`,
      );
    }
    // Every recipient has a tracking code of their own.
    const codes = await Promise.all([...emails.messages, ...texts.messages].map((m) => trackingCodeOf(m._id)));
    expect(new Set(codes).size).toBe(4);

    // The dev mailbox is the destination: delivered. Newest first.
    const listed = await eventually('all four delivered', async () => {
      const messages = await messagesOf(me.token, at.fundraiser._id);
      return messages.every((message) => message.status === 'delivered') && messages;
    });
    expect(listed).toHaveLength(4);
    expect(listed.slice(0, 2).map((message) => message.channel)).toEqual(['sms', 'sms']);
    expect(listed.every((message) => message.sentAt !== null && message.deliveredAt !== null)).toBe(true);

    // The message log keeps the text, but not the unsubscribe token (a capability for the address).
    const token = await consentTokenOf('email', rose.email ?? '');
    const [logged] = await env().sql<{ body: string }>(
      `select body from outbound_messages where idempotency_key = $1`,
      [`outreach:${emails.messages[0]?._id}`],
    );
    expect(logged?.body).toContain('/unsubscribe/');
    expect(logged?.body).not.toContain(token);
  });

  it('schedules a second email within 48 hours and does not send a fourth message, saying why', async () => {
    const at = await scene();
    const me = await participant(at);
    const rose = await addContact(me.token, {
      fullName: 'Rose',
      email: uniqueEmail('rose'),
      phoneNumber: uniquePhone(),
    });
    const to = (channel: 'email' | 'sms') => ({
      fundRaiserId: at.fundraiser._id,
      channel,
      recipients: [{ kind: 'contact', id: rose._id }],
    });

    const first = await sent(me.token, to('email'));
    expect(first.messages[0]).toMatchObject({ status: 'queued', holdReason: null });

    const before = Date.now();
    const second = await sent(me.token, to('email'));
    expect(second.messages[0]).toMatchObject({ status: 'scheduled', holdReason: 'spacing' });
    const sendAt = Date.parse(second.messages[0]?.sendAt ?? '');
    expect(sendAt).toBeGreaterThanOrEqual(before + 48 * HOUR_MS - 60_000);
    expect(sendAt).toBeLessThan(before + 48 * HOUR_MS + 13 * HOUR_MS);

    // Another channel is not spaced from the email...
    expect((await sent(me.token, to('sms'))).messages[0]).toMatchObject({ status: 'queued' });
    // ...but three messages are all one person receives about this fundraiser.
    const fourth = await sent(me.token, to('sms'));
    expect(fourth.messages[0]).toMatchObject({ status: 'not_sent', holdReason: 'recipientLimit' });
    expect(fourth.counts).toMatchObject({ not_sent: 1, queued: 0 });

    // Re-adding the same person as a new contact starts nothing afresh.
    expect((await del(client(), q(routes.deleteContact.path, { contactId: rose._id }), me.token)).status).toBe(200);
    const again = await addContact(me.token, {
      fullName: 'Rose again',
      email: rose.email ?? '',
      phoneNumber: rose.phoneNumber ?? '',
    });
    const retry = await sent(me.token, { ...to('email'), recipients: [{ kind: 'contact', id: again._id }] });
    expect(retry.messages[0]).toMatchObject({ status: 'not_sent', holdReason: 'recipientLimit' });

    // The scheduled one waits: nothing beyond the first email reached the mailbox.
    await mailTo(rose.email ?? '');
    expect(await client().mailbox(rose.email ?? '')).toHaveLength(1);
  });

  it('skips people without the address, and refuses what is not the participant to message', async () => {
    const at = await scene();
    const me = await participant(at);
    const other = await participant(at);
    const emailOnly = await addContact(me.token, { fullName: 'Email Only', email: uniqueEmail('only') });
    const phoneOnly = await addContact(me.token, { fullName: 'Phone Only', phoneNumber: uniquePhone() });
    const theirs = await addContact(other.token, { fullName: 'Not Mine', email: uniqueEmail('theirs') });

    const texts = await sent(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'sms',
      recipients: [
        { kind: 'contact', id: emailOnly._id },
        { kind: 'contact', id: phoneOnly._id },
      ],
    });
    expect(texts.skipped).toEqual([{ name: 'Email Only', reason: outreachMessages.noPhoneNumber }]);
    expect(texts.messages.map((message) => message.recipientName)).toEqual(['Phone Only']);
    const emails = await sent(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'contact', id: phoneOnly._id }],
    });
    expect(emails).toMatchObject({
      messages: [],
      skipped: [{ name: 'Phone Only', reason: outreachMessages.noEmailAddress }],
    });

    const someoneElses = await send(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [
        { kind: 'contact', id: emailOnly._id },
        { kind: 'contact', id: theirs._id },
      ],
    });
    expect(someoneElses.status).toBe(404);
    expect(someoneElses.body.message).toBe(outreachMessages.recipientNotFound);
    // Nothing of a refused send was kept.
    expect(await messagesOf(me.token, at.fundraiser._id)).toHaveLength(1);

    const elsewhere = await scene();
    const notMember = await send(me.token, {
      fundRaiserId: elsewhere.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'contact', id: emailOnly._id }],
    });
    expect(notMember.status).toBe(403);
    expect(notMember.body.message).toBe(outreachMessages.notAMember);

    const noCode = await participant(at, { withCode: false });
    const mine = await addContact(noCode.token, { fullName: 'Aunt May', email: uniqueEmail('may') });
    const refused = await send(noCode.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'contact', id: mine._id }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(outreachMessages.noReferralCode);

    // Messages are private to their sender.
    expect(await messagesOf(other.token, at.fundraiser._id)).toEqual([]);
  });

  it("messages the participant's own team members, and nobody else's", async () => {
    const at = await scene();
    const me = await participant(at);
    const other = await participant(at);
    const member = await insertTeamMember(env(), at.fundraiser._id, me.id);
    const theirMember = await insertTeamMember(env(), at.fundraiser._id, other.id);

    const result = await sent(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'teamMember', id: member.id }],
    });
    expect(result.messages[0]).toMatchObject({ recipientKind: 'teamMember', address: member.email, status: 'queued' });
    const mail = await mailTo(member.email);
    expect(mail.body).toContain(`you are on Test Person's team for ${at.fundraiser.fundRaisingName}`);
    expect(mail.body).toContain(`/donate/${me.code}?t=`);

    const refused = await send(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'teamMember', id: theirMember.id }],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(outreachMessages.recipientNotFound);
  });

  it('marks a message to an address that opted out as opted out, and sends it nothing', async () => {
    const at = await scene();
    const me = await participant(at);
    const rose = await addContact(me.token, { fullName: 'Rose', email: uniqueEmail('rose') });
    await sent(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'contact', id: rose._id }],
    });
    await mailTo(rose.email ?? '');
    const token = await consentTokenOf('email', rose.email ?? '');
    expect((await client().post(routes.setConsent.path, { token, subscribed: false })).status).toBe(200);

    const other = await participant(at);
    const sameAddress = await addContact(other.token, { fullName: 'Rose', email: (rose.email ?? '').toUpperCase() });
    const result = await sent(other.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'contact', id: sameAddress._id }],
    });
    expect(result.messages[0]).toMatchObject({ status: 'opted_out', holdReason: 'optedOut' });
    expect(result.counts.opted_out).toBe(1);
    expect(await client().mailbox(rose.email ?? '')).toHaveLength(1);
  });

  it('deletes all contacts and the whole message history in one action, cancelling what was scheduled', async () => {
    const at = await scene();
    const me = await participant(at);
    const rose = await addContact(me.token, { fullName: 'Rose', email: uniqueEmail('rose') });
    const body = { fundRaiserId: at.fundraiser._id, channel: 'email', recipients: [{ kind: 'contact', id: rose._id }] };
    await sent(me.token, body);
    const scheduled = await sent(me.token, body);
    expect(scheduled.messages[0]?.status).toBe('scheduled');
    await mailTo(rose.email ?? '');

    const deleted = await del(client(), routes.deleteAllContacts.path, me.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: 1, messagesDeleted: 2 });
    expect(await messagesOf(me.token, at.fundraiser._id)).toEqual([]);
    expect(await env().sql('select id from outreach_messages where sender_account_id = $1', [me.id])).toEqual([]);
    expect(
      await env().sql(`select id from outbound_messages where idempotency_key like 'outreach:%' and recipient = $1`, [
        rose.email,
      ]),
    ).toEqual([]);
    // The recipient's consent row is theirs, and stays.
    expect(await consentTokenOf('email', rose.email ?? '')).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('holds a person deleted with all contacts and added again exactly as before the deletion', async () => {
    const at = await scene();
    const me = await participant(at);
    const person = { email: uniqueEmail('rose'), phoneNumber: uniquePhone() };
    const rose = await addContact(me.token, { fullName: 'Rose', ...person });
    const to = (id: string) => ({
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      recipients: [{ kind: 'contact', id }],
    });
    await sent(me.token, to(rose._id));
    await mailTo(person.email);

    expect((await del(client(), routes.deleteAllContacts.path, me.token)).status).toBe(200);
    const again = await addContact(me.token, { fullName: 'Rose again', ...person });
    const retry = await sent(me.token, to(again._id));
    expect(retry.messages[0]).toMatchObject({ status: 'scheduled', holdReason: 'spacing' });
    expect(Date.parse(retry.messages[0]?.sendAt ?? '')).toBeGreaterThan(Date.now() + 47 * HOUR_MS);

    expect(await client().mailbox(person.email)).toHaveLength(1);
  });

  it('answers 400 with the contract messages for a bad send', async () => {
    const at = await scene();
    const me = await participant(at);
    const empty = await send(me.token, { fundRaiserId: at.fundraiser._id, channel: 'email', recipients: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(outreachMessages.noRecipients);
    const longNote = await send(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'sms',
      recipients: [{ kind: 'contact', id: at.fundraiser._id }],
      note: 'x'.repeat(281),
    });
    expect(longNote.status).toBe(400);
    expect(longNote.body.message).toBe(outreachMessages.noteTooLong);
    const unknownContact = await send(me.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'sms',
      recipients: [{ kind: 'contact', id: at.fundraiser._id }],
    });
    expect(unknownContact.status).toBe(404);
  });
});
