import { randomUUID } from 'node:crypto';
import {
  fundraiserMessages,
  outreachRouteTable,
  type OutreachAudience,
  type OutreachSendResult,
} from '@fundplay/contracts';
import {
  createFundraiser,
  insertParticipantMember,
  insertTeamMember,
  signedInAccount,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

describe('whom an administrator may choose to message (/api/adminRoutes/getOutreachAudience)', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  let fundraiserId: string;

  const env = () => app.environment;

  const audienceAs = (token: string | undefined, id = fundraiserId) =>
    app.client.get(q(outreachRouteTable.getOutreachAudience.path, { fundRaiserId: id }), token);

  async function named<T extends { id: string }>(account: T, firstName: string, lastName: string): Promise<T> {
    await env().sql('update accounts set first_name = $2, last_name = $3 where id = $1', [
      account.id,
      firstName,
      lastName,
    ]);
    return account;
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    admin = await signedInPrimaryAdmin(env(), app.app);
    fundraiserId = (await createFundraiser(app.client, admin.token, { fundRaisingName: 'Cedar Walk' }))._id;
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('lists the participants and the team members by name, each team member with whose team they are on', async () => {
    const zoe = await named(await insertParticipantMember(env(), fundraiserId), 'Zoe', 'Park');
    const ada = await named(await insertParticipantMember(env(), fundraiserId), 'Ada', 'Lee');
    const pat = await named(await insertTeamMember(env(), fundraiserId, zoe.id), 'Pat', 'Park');
    const kim = await named(await insertTeamMember(env(), fundraiserId, ada.id), 'Kim', 'Lee');
    // Not messageable: an account that never finished verifying, and a member of another fundraiser.
    const unverified = await insertTeamMember(env(), fundraiserId, ada.id);
    await env().sql('update accounts set verified_at = null where id = $1', [unverified.id]);
    const otherFundraiser = await createFundraiser(app.client, admin.token, { fundRaisingName: 'Birch Walk' });
    await insertParticipantMember(env(), otherFundraiser._id);

    const listed = await audienceAs(admin.token);
    expect(listed.status).toBe(200);
    expect(listed.body.data as OutreachAudience).toEqual({
      participants: [
        { _id: ada.id, name: 'Ada Lee', teamOf: null },
        { _id: zoe.id, name: 'Zoe Park', teamOf: null },
      ],
      teamMembers: [
        { _id: kim.id, name: 'Kim Lee', teamOf: 'Ada Lee' },
        { _id: pat.id, name: 'Pat Park', teamOf: 'Zoe Park' },
      ],
    });
    expect(JSON.stringify(listed.body.data)).not.toContain(pat.email);

    // The ids listed are the ones the administrators' send takes: one chosen team member gets the one message.
    const sent = await app.client.post(
      outreachRouteTable.adminSendOutreachMessages.path,
      { fundRaiserId: fundraiserId, channel: 'email', audience: 'teamMembers', accountIds: [pat.id], note: 'Hi Pat' },
      admin.token,
    );
    expect(sent.status).toBe(201);
    expect((sent.body.data as OutreachSendResult).messages.map((message) => message.address)).toEqual([pat.email]);
  });

  it("gives the list to the fundraiser's administrators who may message, and to nobody else", async () => {
    const mayMessage = await signedInSecondaryAdmin(env(), app.app, admin.id, { sendEmailAndTexts: true });
    expect((await audienceAs(mayMessage.token)).status).toBe(200);

    const mayNot = await signedInSecondaryAdmin(env(), app.app, admin.id, { sendEmailAndTexts: false });
    expect((await audienceAs(mayNot.token)).status).toBe(403);
    const pending = await signedInSecondaryAdmin(env(), app.app, admin.id, { fullAccess: true }, { approved: false });
    expect((await audienceAs(pending.token)).status).toBe(403);

    const otherOrganisation = await signedInPrimaryAdmin(env(), app.app);
    const foreign = await audienceAs(otherOrganisation.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(fundraiserMessages.notFound);
    expect(foreign.body.data).toBeUndefined();

    const participant = await signedInAccount(env(), app.app, { role: 'participant' });
    expect((await audienceAs(participant.token)).status).toBe(403);
    expect((await audienceAs(undefined)).status).toBe(401);
    expect((await audienceAs(admin.token, randomUUID())).status).toBe(404);
    expect((await audienceAs(admin.token, 'not-an-id')).status).toBe(400);
  });
});
