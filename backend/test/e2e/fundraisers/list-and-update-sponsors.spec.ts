import { randomUUID } from 'node:crypto';
import {
  fundraiserMessages,
  identityMessages,
  moneyMessages,
  routeTable,
  type AdminFundraiserDashboard,
  type ParticipantDashboard,
  type SponsorRow,
  type SponsorSaved,
  type TeamMemberDashboard,
} from '@fundplay/contracts';
import type Stripe from 'stripe';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { sandboxStripe, startDonation, verifiedPayoutAccount } from '../../support/payment-helpers';
import { addBusinessSponsor, businessSponsor, logoPng, sendSponsorForm, sponsorsAs } from '../../support/sponsor-form';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const paths = {
  add: routeTable.addSponsor.path,
  list: routeTable.getSponsor.path,
  update: routeTable.updateSponsor.path,
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
  participantDashboard: routeTable.getParticipantDashboardByFundRaisingId.path,
  teamMemberDashboard: routeTable.teamMemberDashboard.path,
  referral: routeTable.generateParticipantGroupDonationLink.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: fundraisers/queries/list-sponsors (with what each gave) and commands/update-sponsor, edited by the
 * fundraiser’s admins.
 */
describe('sponsors listed with what they gave, edited by fundraiser admins', () => {
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let primary: SignedInAccount;
  let plain: SignedInAccount; // approved secondary admin without privileges
  let goalSetter: SignedInAccount; // changeGoalsAndCause: a fundraiser admin
  let stranger: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  beforeAll(async () => {
    // The forwarded client address is trusted from loopback, so each test can be its own visitor.
    app = await startTestApp({ CAPTCHA: 'off', TRUST_PROXY: '127.0.0.1' });
    stripe = sandboxStripe(env().config);
    primary = await signedInPrimaryAdmin(env(), app.app);
    plain = await signedInSecondaryAdmin(env(), app.app, primary.id);
    goalSetter = await signedInSecondaryAdmin(env(), app.app, primary.id, { changeGoalsAndCause: true });
    stranger = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('getSponsor and the dashboards', () => {
    it('lists business sponsors newest first, with what each gave from the ledger, for admins and members', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [group] = await createGroups(client(), primary.token, fundraiser._id, [{ groupName: 'Blue Team' }]);
      const groupId = group?._id as string;
      await moveStartIntoPast(env(), fundraiser._id);
      await env().sql('update fundraiser_groups set payout_account_id = $1 where id = $2', [
        await verifiedPayoutAccount(stripe),
        groupId,
      ]);
      const older = await addBusinessSponsor(app.url, fundraiser._id, { businessName: 'Older Shop' });
      const newer = await addBusinessSponsor(app.url, fundraiser._id, { businessName: 'Newer Shop' });

      const member = await insertParticipantMember(env(), fundraiser._id, { groupId });
      const memberToken = await sessionFor(app.app, member.id);
      const teamMember = await insertTeamMember(env(), fundraiser._id, member.id);
      const teamToken = await sessionFor(app.app, teamMember.id);

      // A sponsorship of $25 through the participant's link, paid at the provider and settled by the webhook.
      const code = (await client().put(paths.referral, { groupId }, memberToken)).body.data.code as string;
      const started = await startDonation(client(), code, {
        type: 'business',
        sponsorId: older._id,
        email: 'pat@maple.example',
      });
      await stripe.paymentIntents.confirm(started.paymentIntentId, { payment_method: 'pm_card_visa' });
      const rows = await eventually('the sponsorship in the sponsor’s totals', async () => {
        const answer = await sponsorsAs(client(), primary.token, fundraiser._id);
        const data = answer.body.data as SponsorRow[];
        return data.find((sponsor) => sponsor._id === older._id)?.amount === 2500 ? data : undefined;
      });
      expect(rows).toEqual([
        { ...newer, amount: 0, isFeatured: false, totalTransactions: 0 },
        { ...older, amount: 2500, isFeatured: true, totalTransactions: 1 },
      ]);

      // Members see the same list, on their dashboards too; so does the admin dashboard.
      expect((await sponsorsAs(client(), memberToken, fundraiser._id)).body.data).toEqual(rows);
      expect((await sponsorsAs(client(), teamToken, fundraiser._id)).body.data).toEqual(rows);
      const adminDashboard = await client().get(q(paths.dashboard, { fundRaisingId: fundraiser._id }), primary.token);
      expect((adminDashboard.body.data as AdminFundraiserDashboard).sponsors).toEqual(rows);
      const participantDashboard = await client().get(
        q(paths.participantDashboard, { fundRaisingId: fundraiser._id }),
        memberToken,
      );
      expect((participantDashboard.body.data as ParticipantDashboard).sponsors).toEqual(rows);
      const teamDashboard = await client().get(
        q(paths.teamMemberDashboard, { fundRaisingId: fundraiser._id }),
        teamToken,
      );
      expect((teamDashboard.body.data as TeamMemberDashboard).sponsors).toEqual(rows);
    });

    it('answers 404 to members of other fundraisers and to other organisations', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const elsewhere = await createFundraiser(client(), primary.token);
      const outsider = await insertParticipantMember(env(), elsewhere._id);
      for (const token of [await sessionFor(app.app, outsider.id), stranger.token]) {
        const response = await sponsorsAs(client(), token, fundraiser._id);
        expect([response.status, response.body.message]).toEqual([404, fundraiserMessages.notFound]);
      }
      expect((await sponsorsAs(client(), plain.token, fundraiser._id)).status).toBe(200);
      expect((await sponsorsAs(client(), primary.token, randomUUID())).status).toBe(404);
    });
  });

  describe('updateSponsor', () => {
    it('lets a fundraiser admin change the details and replace the logo, dropping the old file', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const sponsor = await addBusinessSponsor(app.url, fundraiser._id, { businessName: 'Old Name' });
      const answer = await sendSponsorForm(
        app.url,
        'PUT',
        {
          ...businessSponsor(fundraiser._id, {
            businessName: 'New Name',
            firstName: 'Robin',
            websiteUrl: 'https://new.example',
          }),
          sponsorId: sponsor._id,
        },
        { image: await logoPng('#00f'), token: goalSetter.token },
      );
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe(moneyMessages.sponsorUpdated);
      const updated = (answer.body.data as SponsorSaved).sponsor;
      expect(updated).toMatchObject({
        _id: sponsor._id,
        businessName: 'New Name',
        firstName: 'Robin',
        websiteUrl: 'https://new.example',
      });
      expect(updated.businessImage).not.toBe(sponsor.businessImage);
      expect((await fetch(`${app.url}${sponsor.businessImage}`)).status).toBe(404);
      expect((await fetch(`${app.url}${updated.businessImage}`)).status).toBe(200);

      // Without a new logo, the logo stays.
      const detailsOnly = await sendSponsorForm(
        app.url,
        'PUT',
        { ...businessSponsor(fundraiser._id, { businessName: 'Newer Name' }), sponsorId: sponsor._id },
        { token: primary.token },
      );
      expect(detailsOnly.status).toBe(200);
      expect(detailsOnly.body.data?.sponsor.businessImage).toBe(updated.businessImage);
    });

    it('keeps business names unique per fundraiser', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await addBusinessSponsor(app.url, fundraiser._id, { businessName: 'Taken Name' });
      const sponsor = await addBusinessSponsor(app.url, fundraiser._id, { businessName: 'Free Name' });
      const clash = await sendSponsorForm(
        app.url,
        'PUT',
        { ...businessSponsor(fundraiser._id, { businessName: 'taken NAME' }), sponsorId: sponsor._id },
        { token: primary.token },
      );
      expect([clash.status, clash.body.message]).toEqual([409, moneyMessages.sponsorExists]);
    });

    it('is for the fundraiser’s admins: others 403, other organisations and unknown sponsors 404', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const sponsor = await addBusinessSponsor(app.url, fundraiser._id);
      const fields = { ...businessSponsor(fundraiser._id), sponsorId: sponsor._id };
      const byPlain = await sendSponsorForm(app.url, 'PUT', fields, { token: plain.token });
      expect([byPlain.status, byPlain.body.message]).toEqual([403, identityMessages.forbidden]);
      const byStranger = await sendSponsorForm(app.url, 'PUT', fields, { token: stranger.token });
      expect([byStranger.status, byStranger.body.message]).toEqual([404, fundraiserMessages.notFound]);
      const unknown = await sendSponsorForm(
        app.url,
        'PUT',
        { ...fields, sponsorId: randomUUID() },
        { token: primary.token },
      );
      expect([unknown.status, unknown.body.message]).toEqual([404, moneyMessages.sponsorNotFound]);
      // A sponsor of another fundraiser is not found through this one.
      const other = await createFundraiser(client(), primary.token);
      const elsewhere = await sendSponsorForm(
        app.url,
        'PUT',
        { ...fields, fundRaisingId: other._id },
        { token: primary.token },
      );
      expect(elsewhere.status).toBe(404);
      expect((await sendSponsorForm(app.url, 'PUT', fields)).status).toBe(401);
    });
  });
});
