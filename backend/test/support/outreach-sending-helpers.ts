import {
  outreachRouteTable,
  routeTable,
  type Contact,
  type FundraiserDetail,
  type OutreachMessage,
  type OutreachSendResult,
} from '@fundplay/contracts';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from './fundraiser-helpers';
import type { Mail } from './identity-helpers';
import type { TestApp } from './test-apps';
import { eventually } from './test-environment';

const routes = outreachRouteTable;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * A fixed-offset zone where it is about noon right now, so the real clock never falls in quiet hours (21:00-08:00)
 * while these specs run; quiet hours themselves are proven with a fixed clock in test/medium/outreach-limits.
 */
function middayZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours();
  // Etc/GMT zones have the POSIX sign: Etc/GMT-9 is nine hours ahead of UTC.
  return offset === 0 ? 'Etc/UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** A fundraiser of a primary admin, with one group: where the participants who send belong. */
export interface SendingScene {
  admin: SignedInAccount;
  fundraiser: FundraiserDetail;
  groupId: string;
}

/**
 * The outreach sending specs' helpers: a fundraiser where it is midday, its participants and their contacts, sends
 * and what they stored. `getApp` is read when a helper runs, so a spec may start the app in its beforeAll.
 */
export function outreachSendingHelpers(getApp: () => TestApp) {
  const client = () => getApp().client;
  const env = () => getApp().environment;

  /** A fundraiser (in a zone where it is midday) of a primary admin, with one group. */
  async function scene(): Promise<SendingScene> {
    const admin = await signedInPrimaryAdmin(env(), getApp().app);
    const fundraiser = await createFundraiser(client(), admin.token, { timeZone: middayZone() });
    const [group] = await createGroups(client(), admin.token, fundraiser._id, [{ groupName: 'Blue' }]);
    if (!group) throw new Error('no group');
    return { admin, fundraiser, groupId: group._id };
  }

  /** A participant of the scene's group with a session and, unless told otherwise, a referral code. */
  async function participant(at: SendingScene, { withCode = true } = {}) {
    const account = await insertParticipantMember(env(), at.fundraiser._id, { groupId: at.groupId });
    const token = await sessionFor(getApp().app, account.id);
    let code: string | null = null;
    if (withCode) {
      const generated = await client().put(
        routeTable.generateParticipantGroupDonationLink.path,
        { groupId: at.groupId },
        token,
      );
      expect(generated.status).toBe(200);
      code = (generated.body.data as { code: string }).code;
    }
    return { ...account, token, code };
  }

  async function addContact(token: string, fields: { fullName: string; email?: string; phoneNumber?: string }) {
    const added = await client().post(routes.addContact.path, fields, token);
    expect(added.status).toBe(201);
    return added.body.data as Contact;
  }

  const send = (token: string, body: Record<string, unknown>) =>
    client().post(routes.sendOutreachMessages.path, body, token);

  const adminSend = (token: string, body: Record<string, unknown>) =>
    client().post(routes.adminSendOutreachMessages.path, body, token);

  async function sent(token: string, body: Record<string, unknown>): Promise<OutreachSendResult> {
    const response = await send(token, body);
    expect(response.status).toBe(201);
    return response.body.data as OutreachSendResult;
  }

  async function messagesOf(token: string, fundRaiserId: string): Promise<OutreachMessage[]> {
    const listed = await client().get(q(routes.getOutreachMessages.path, { fundRaiserId }), token);
    expect(listed.status).toBe(200);
    return listed.body.data as OutreachMessage[];
  }

  async function trackingCodeOf(messageId: string): Promise<string> {
    const [row] = await env().sql<{ tracking_code: string }>(
      'select tracking_code from outreach_messages where id = $1',
      [messageId],
    );
    if (!row) throw new Error(`no message ${messageId}`);
    return row.tracking_code;
  }

  async function consentTokenOf(channel: 'email' | 'sms', address: string): Promise<string> {
    const [row] = await env().sql<{ token: string }>(
      'select token from outreach_consents where channel = $1 and address = $2',
      [channel, address],
    );
    if (!row) throw new Error(`no consent row for ${address}`);
    return row.token;
  }

  /** The first mail to `to` whose body satisfies `matches`, once the worker delivered it. */
  const mailTo = (to: string, matches: (mail: Mail) => boolean = () => true) =>
    eventually(`a message to ${to}`, async () => (await client().mailbox(to)).find(matches));

  const publicUrl = () => env().config.http.publicUrl;

  return {
    scene,
    participant,
    addContact,
    send,
    adminSend,
    sent,
    messagesOf,
    trackingCodeOf,
    consentTokenOf,
    mailTo,
    publicUrl,
  };
}
