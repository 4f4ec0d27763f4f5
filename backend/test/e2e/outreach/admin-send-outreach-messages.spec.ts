import { fundraiserMessages, identityMessages, outreachMessages, type OutreachSendResult } from '@fundplay/contracts';
import { insertTeamMember, signedInPrimaryAdmin, signedInSecondaryAdmin } from '../../support/fundraiser-helpers';
import { uniqueEmail } from '../../support/identity-helpers';
import { outreachSendingHelpers, type SendingScene as Scene } from '../../support/outreach-sending-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

/** Use case: outreach/sending/commands/admin-send-outreach-messages (an administrator messages a fundraiser's members). */
describe('outreach sent by an administrator (/api/adminRoutes/sendOutreachMessages)', () => {
  let app: TestApp;

  const env = () => app.environment;
  const { scene, participant, addContact, adminSend, mailTo, publicUrl } = outreachSendingHelpers(() => app);

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('lets an administrator with sendEmailAndTexts message their own fundraiser’s members, never contacts', async () => {
    const at = await scene();
    const first = await participant(at);
    const second = await participant(at);
    const member = await insertTeamMember(env(), at.fundraiser._id, first.id);

    const all = await adminSend(at.admin.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      audience: 'participants',
      note: 'Thank you all! We are halfway to our goal.',
    });
    expect(all.status).toBe(201);
    const result = all.body.data as OutreachSendResult;
    expect(result.messages.map((message) => message.address).sort()).toEqual([first.email, second.email].sort());
    expect(result.messages.every((message) => message.recipientKind === 'participant')).toBe(true);
    const mail = await mailTo(first.email);
    expect(mail.subject).toBe(`Test Person sent you a message about ${at.fundraiser.fundRaisingName}`);
    expect(mail.body).toContain('Thank you all! We are halfway to our goal.');
    expect(mail.body).toContain(`${publicUrl()}/participant/dashboard/${at.fundraiser._id}`);
    expect(mail.body).toContain(`${publicUrl()}/unsubscribe/`);
    expect(mail.body).not.toContain('/donate/');
    const [row] = await env().sql('select sender_role from outreach_messages where id = $1', [result.messages[0]?._id]);
    expect(row).toEqual({ sender_role: 'admin' });

    const chosen = await adminSend(at.admin.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'sms',
      audience: 'teamMembers',
      accountIds: [member.id],
      note: 'Game night on Friday!',
    });
    expect(chosen.status).toBe(201);
    expect((chosen.body.data as OutreachSendResult).messages.map((message) => message.address)).toEqual([
      member.phoneNo,
    ]);
    const text = await mailTo(member.phoneNo);
    expect(text.body).toContain(`${publicUrl()}/teammember/dashboard/${at.fundraiser._id}`);
    expect(text.body).toContain('Reply STOP to opt out.');

    // A participant is not in the team-member audience, and a contact is in no audience at all.
    const contact = await addContact(first.token, { fullName: 'Private Person', email: uniqueEmail('private') });
    for (const accountIds of [[first.id], [contact._id]]) {
      const refused = await adminSend(at.admin.token, {
        fundRaiserId: at.fundraiser._id,
        channel: 'email',
        audience: 'teamMembers',
        accountIds,
        note: 'Hello',
      });
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(outreachMessages.recipientNotFound);
    }

    const withPrivilege = await signedInSecondaryAdmin(env(), app.app, at.admin.id, { sendEmailAndTexts: true });
    const allowed = await adminSend(withPrivilege.token, {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      audience: 'participants',
      accountIds: [second.id],
      note: 'Hello from the office',
    });
    expect(allowed.status).toBe(201);
  });

  it.each<{
    sender: string;
    tokenOf: (at: Scene, participantToken: string) => Promise<string>;
    status: number;
    message: string;
  }>([
    {
      sender: 'a secondary administrator without sendEmailAndTexts',
      tokenOf: async (at) =>
        (await signedInSecondaryAdmin(env(), app.app, at.admin.id, { sendEmailAndTexts: false })).token,
      status: 403,
      message: identityMessages.forbidden,
    },
    {
      sender: 'the primary administrator of another fundraiser',
      tokenOf: async () => (await signedInPrimaryAdmin(env(), app.app)).token,
      status: 404,
      message: fundraiserMessages.notFound,
    },
    {
      sender: 'a participant of the fundraiser',
      tokenOf: async (_at, participantToken) => participantToken,
      status: 403,
      message: identityMessages.forbidden,
    },
  ])('refuses an administrator send from $sender, and sends nothing', async ({ tokenOf, status, message }) => {
    const at = await scene();
    const member = await participant(at);
    const refused = await adminSend(await tokenOf(at, member.token), {
      fundRaiserId: at.fundraiser._id,
      channel: 'email',
      audience: 'participants',
      note: 'Hello',
    });
    expect(refused.status).toBe(status);
    expect(refused.body.message).toBe(message);
    expect(await env().sql('select id from outreach_messages where fundraiser_id = $1', [at.fundraiser._id])).toEqual(
      [],
    );
  });
});
