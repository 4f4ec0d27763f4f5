import { fundraiserMessages, routeTable, type AdminFundraiserDashboard } from '@fundplay/contracts';
import { signedInAdminTeam } from '../../support/admin-team';
import { createFundraiser, type SignedInAccount } from '../../support/fundraiser-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
  participantLink: routeTable.updateParticipantGeneralInvitationLink.path,
  adminLink: routeTable.updateAdminGeneralInvitationLink.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Use case: fundraisers/commands/change-public-link (a fundraiser's public participant and administrator links). */
describe('a fundraiser’s public links', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  let plain: SignedInAccount; // no privileges
  let inviter: SignedInAccount; // addNewAdministrator

  const client = () => app.client;

  async function dashboard(token: string, fundRaisingId: string) {
    return client().get(q(paths.dashboard, { fundRaisingId }), token);
  }

  async function dashboardData(token: string, fundRaisingId: string): Promise<AdminFundraiserDashboard> {
    const response = await dashboard(token, fundRaisingId);
    expect(response.status).toBe(200);
    return response.body.data as AdminFundraiserDashboard;
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    ({ primary, plain, inviter } = await signedInAdminTeam(app.environment, app.app));
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('public links', () => {
    it('makes a pub_ code on first activation, keeps it when deactivated, and reuses it', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const on = await client().put(
        paths.participantLink,
        { fundRaisingId: fundraiser._id, status: true },
        plain.token,
      );
      expect(on.status).toBe(200);
      expect(on.body.message).toBe(fundraiserMessages.linkStatusChanged);
      const code = on.body.data.invitationCode as string;
      expect(code).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
      expect(on.body.data.status).toBe(true);

      const off = await client().put(
        paths.participantLink,
        { fundRaisingId: fundraiser._id, status: false },
        primary.token,
      );
      expect(off.body.data).toEqual({ invitationCode: code, status: false });
      let data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser).toMatchObject({
        participantInvitationLink: code,
        participantInvitationLinkStatus: false,
      });

      const again = await client().put(
        paths.participantLink,
        { fundRaisingId: fundraiser._id, status: true },
        primary.token,
      );
      expect(again.body.data).toEqual({ invitationCode: code, status: true });

      const admin = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: true }, inviter.token);
      expect(admin.status).toBe(200);
      expect(admin.body.data.invitationCode).toMatch(/^pub_[A-Za-z0-9_-]{22}$/);
      expect(admin.body.data.invitationCode).not.toBe(code);
      data = await dashboardData(primary.token, fundraiser._id);
      expect(data.fundRaiser).toMatchObject({
        participantInvitationLinkStatus: true,
        adminInvitationLink: admin.body.data.invitationCode,
        adminInvitationLinkStatus: true,
      });
    });

    it('keeps the administrator link to holders of addNewAdministrator, and never-made links empty', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const refused = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: true }, plain.token);
      expect(refused.status).toBe(403);
      const off = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: false }, primary.token);
      expect(off.body.data).toEqual({ invitationCode: '', status: false });
      const bad = await client().put(paths.adminLink, { fundRaisingId: fundraiser._id, status: 'yes' }, primary.token);
      expect([bad.status, bad.body.message]).toEqual([400, 'Choose whether the link is active']);
    });
  });
});
