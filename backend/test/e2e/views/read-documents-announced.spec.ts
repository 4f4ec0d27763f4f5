import {
  campaignRouteTable,
  routeTable,
  type CampaignPage,
  type CampaignProfile,
  type ParticipantDashboard,
} from '@fundplay/contracts';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  signedInAccount,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { addBusinessSponsor } from '../../support/sponsor-form';
import { startTestApp, type TestApp } from '../../support/test-apps';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use case: what an administrator, a participant or a team member changes is on the pages and dashboards it shows on at
 * the very next read (issue #22): the commands announce their fundraiser's read documents as changed once they
 * commit (platform/read-models/read-documents.ts), rather than leaving them to age out. Every read below is made once
 * before the change, so a document is held, and once right after it, with no waiting.
 */
describe('changes that replace the read documents they show on', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  let fundraiserId: string;
  let groupIds: string[];

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    admin = await signedInPrimaryAdmin(app.environment, app.app);
    const fundraiser = await createFundraiser(app.client, admin.token);
    fundraiserId = fundraiser._id;
    const groups = await createGroups(app.client, admin.token, fundraiserId, [
      { groupName: 'Red', groupTarget: 20000 },
      { groupName: 'Blue', groupTarget: 20000 },
    ]);
    groupIds = groups.map((group) => group._id);
    await moveStartIntoPast(app.environment, fundraiserId);
  });

  afterAll(async () => {
    await app?.stop();
  });

  const dashboardOf = async (token: string, fundRaisingId = fundraiserId): Promise<ParticipantDashboard> => {
    const answer = await app.client.get(
      q(routeTable.getParticipantDashboardByFundRaisingId.path, { fundRaisingId }),
      token,
    );
    expect(answer.status).toBe(200);
    return answer.body.data as ParticipantDashboard;
  };

  /** A participant in Red (or `groupId` of `fundRaisingId`) with a referral code (their campaign page's address). */
  async function participantWithPage(fundRaisingId = fundraiserId, groupId = groupIds[0]) {
    const participant = await insertParticipantMember(app.environment, fundRaisingId, { groupId });
    const token = await sessionFor(app.app, participant.id);
    const profile = await app.client.get(q(campaignRouteTable.getCampaignProfile.path, { fundRaisingId }), token);
    expect(profile.status).toBe(200);
    const code = String((profile.body.data as CampaignProfile).referralCode);
    const page = async (): Promise<CampaignPage> => {
      const answer = await app.client.get(q(campaignRouteTable.getCampaignPage.path, { code }));
      expect(answer.status).toBe(200);
      return answer.body.data as CampaignPage;
    };
    return { participant, token, page };
  }

  it('puts a participant in a group on their dashboard at once when an administrator places them', async () => {
    const participant = await insertParticipantMember(app.environment, fundraiserId);
    const token = await sessionFor(app.app, participant.id);
    expect((await dashboardOf(token)).group).toBeNull();

    const placed = await app.client.put(
      routeTable.assignParticipantToGroup.path,
      { groupId: groupIds[1], participantId: participant.id },
      admin.token,
    );
    expect(placed.status).toBeLessThan(300);
    expect((await dashboardOf(token)).group).toEqual({ _id: groupIds[1], groupName: 'Blue' });
  });

  it("shows a participant's new words on their campaign page at once", async () => {
    const { token, page } = await participantWithPage();
    expect((await page()).participant?.whyRaising ?? null).toBeNull();

    const form = new FormData();
    form.append('fundRaisingId', fundraiserId);
    form.append('whyRaising', 'New books for the library');
    form.append('showMessage', 'true');
    const response = await fetch(new URL(campaignRouteTable.updateCampaignProfile.path, app.url), {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(200);

    expect((await page()).participant?.whyRaising).toBe('New books for the library');
  });

  it("lists a new sponsor on a participant's dashboard at once", async () => {
    const { token } = await participantWithPage();
    const before = ((await dashboardOf(token)).sponsors ?? []).map((sponsor) => sponsor.businessName);
    expect(before).not.toContain('Harbour Books');

    await addBusinessSponsor(app.url, fundraiserId, { businessName: 'Harbour Books' });

    expect(((await dashboardOf(token)).sponsors ?? []).map((sponsor) => sponsor.businessName)).toContain(
      'Harbour Books',
    );
  });

  it("shows a renamed group on its participants' campaign pages and dashboards at once", async () => {
    // Groups change only before a fundraiser starts.
    const upcoming = (await createFundraiser(app.client, admin.token))._id;
    const [group] = await createGroups(app.client, admin.token, upcoming, [{ groupName: 'Gold', groupTarget: 20000 }]);
    const { token, page } = await participantWithPage(upcoming, String(group?._id));
    expect((await page()).group?.groupName).toBe('Gold');
    expect((await dashboardOf(token, upcoming)).group?.groupName).toBe('Gold');

    const renamed = await app.client.put(
      routeTable.updateGroup.path,
      { groupId: group?._id, groupName: 'Amber' },
      admin.token,
    );
    expect(renamed.status).toBeLessThan(300);

    expect((await page()).group?.groupName).toBe('Amber');
    expect((await dashboardOf(token, upcoming)).group?.groupName).toBe('Amber');
  });

  it("lists a team member on their participant's dashboard as soon as they accept the team link", async () => {
    const { token } = await participantWithPage();
    const link = await app.client.post(
      routeTable.generateTeamMemberInvitationLink.path,
      { isGeneral: true, fundRaisingId: fundraiserId },
      token,
    );
    expect(link.status).toBe(201);
    const code = (link.body.data as { invitationCode: string }).invitationCode;
    expect((await dashboardOf(token)).teamMembers).toEqual([]);

    const teamMember = await signedInAccount(app.environment, app.app, { role: 'teamMember' });
    const accepted = await app.client.put(
      routeTable.invitationResponse.path,
      { invitationCode: code, response: true },
      teamMember.token,
    );
    expect(accepted.status).toBe(200);

    expect((await dashboardOf(token)).teamMembers.map((member) => member._id)).toEqual([teamMember.id]);
  });
});
