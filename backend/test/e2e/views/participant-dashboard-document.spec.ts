import { outreachRouteTable, routeTable, type ParticipantDashboard } from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createFundraiser,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startApi, startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';
import { earnTokens } from '../../support/wallet-helpers';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

interface Answer {
  status: number;
  etag: string | null;
  cacheControl: string | null;
  text: string;
  data: ParticipantDashboard;
}

/**
 * Use case: a participant's dashboard is one versioned document per member (issue #22; views/document-reads,
 * platform/read-models/read-documents.ts), answered with an ETag and kept private; the participant's own changes
 * show on the very next read, on any API process; a gift shows once settled; nobody else is answered from it.
 */
describe("a participant's dashboard document", () => {
  let app: TestApp;
  let admin: SignedInAccount;
  let other: NestFastifyApplication | undefined;
  let otherUrl: string;
  let fundraiserId: string;
  let participant: { id: string };
  let token: string;
  let dashboardPath: string;

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    admin = await signedInPrimaryAdmin(app.environment, app.app);
    const fundraiser = await createFundraiser(app.client, admin.token);
    fundraiserId = fundraiser._id;
    await moveStartIntoPast(app.environment, fundraiserId);
    participant = await insertParticipantMember(app.environment, fundraiserId);
    token = await sessionFor(app.app, participant.id);
    dashboardPath = q(routeTable.getParticipantDashboardByFundRaisingId.path, { fundRaisingId: fundraiserId });
    const second = await startApi(app.environment.config);
    other = second.app;
    otherUrl = second.url;
  });

  afterAll(async () => {
    await other?.close();
    await app?.stop();
  });

  async function read(baseUrl: string, bearer: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(new URL(dashboardPath, baseUrl), {
      headers: { authorization: `Bearer ${bearer}`, ...headers },
    });
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      cacheControl: response.headers.get('cache-control'),
      text,
      data: text ? (JSON.parse(text) as { data: ParticipantDashboard }).data : (undefined as never),
    };
  }

  it('answers with an ETag, private to the caller, and a 304 without a body when it has not changed', async () => {
    const first = await read(app.url, token);
    expect(first.status).toBe(200);
    expect(first.data.participant._id).toBe(participant.id);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(first.cacheControl).toBe('private, no-cache');

    const again = await read(app.url, token, { 'if-none-match': String(first.etag) });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it("shows the participant's own change on the next read, on this API process and on another", async () => {
    // Both processes hold the document before the change.
    const before = await read(app.url, token);
    expect((await read(otherUrl, token)).text).toBe(before.text);
    expect(before.data.contacts).toEqual([]);

    const added = await app.client.post(
      outreachRouteTable.addContact.path,
      { fullName: 'Grandma Rose', email: 'rose@example.com', phoneNumber: '' },
      token,
    );
    expect(added.status).toBe(201);

    for (const baseUrl of [app.url, otherUrl]) {
      const after = await read(baseUrl, token);
      expect(after.status).toBe(200);
      expect(after.data.contacts.map((contact) => contact.fullName)).toEqual(['Grandma Rose']);
      expect(after.etag).not.toBe(before.etag);
    }
  });

  it('shows a gift once it is settled, without waiting for the document to age', async () => {
    const before = await read(app.url, token);
    await earnTokens(app.client, admin.token, {
      fundraiserId,
      participantId: participant.id,
      tokens: 3,
      tokenEarnCents: app.environment.config.pricing.tokenEarnCents,
    });
    const after = await eventually('the gift on the dashboard', async () => {
      const answer = await read(app.url, token);
      return answer.data.participant.totalDonations > before.data.participant.totalDonations && answer;
    });
    expect(after.data.participant.tokens).toBe(before.data.participant.tokens + 3);
  });

  it("never answers anyone else from a participant's document", async () => {
    expect((await read(app.url, token)).status).toBe(200);

    const teamMember = await insertTeamMember(app.environment, fundraiserId, participant.id);
    const refused = await read(app.url, await sessionFor(app.app, teamMember.id));
    expect(refused.status).toBe(403);

    const stranger = await insertParticipantMember(
      app.environment,
      (await createFundraiser(app.client, admin.token))._id,
    );
    const notMine = await read(app.url, await sessionFor(app.app, stranger.id));
    expect(notMine.status).toBe(404);
    expect(notMine.text).not.toContain(participant.id);

    expect((await read(app.url, 'not-a-token')).status).toBe(401);
  });

  it('stops answering a session at once when the participant logs out', async () => {
    const session = await sessionFor(app.app, participant.id);
    expect((await read(otherUrl, session)).status).toBe(200);
    const out = await app.client.post(routeTable.logout.path, {}, session);
    expect(out.status).toBeLessThan(300);
    expect((await read(app.url, session)).status).toBe(401);
    expect((await read(otherUrl, session)).status).toBe(401);
  });
});
