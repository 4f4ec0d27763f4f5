import { fundraiserMessages, moneyMessages, routeTable, type AdminFundraiserDashboard } from '@fundplay/contracts';
import type Stripe from 'stripe';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { donationBody, onboardedPayoutAccount, sandboxStripe } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

/*
 * Issue #19 item 4: one rule for where donations go, and the dashboard says the same. A group's donations settle to
 * its own payout account, else to the fundraiser's; the fundraiser is in progress once it has an account, since
 * every payment without an account of its group's (a team member's token purchase too) goes there.
 */
describe('where a running fundraiser’s donations go, and what its dashboard says about it', () => {
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let admin: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  /** A payout account of the admin's named `name`, created and onboarded through the API and the sandbox. */
  const verifiedAccount = (name: string) => onboardedPayoutAccount(client(), env().config, admin.token, { name });

  /** A participant of the group with their referral code. */
  async function participantCode(fundraiserId: string, groupId: string): Promise<string> {
    const participant = await insertParticipantMember(env(), fundraiserId, { groupId });
    const token = await sessionFor(app.app, participant.id);
    const code = await client().put(routeTable.generateParticipantGroupDonationLink.path, { groupId }, token);
    expect(code.status).toBe(200);
    return code.body.data.code as string;
  }

  /** Starts a $25 gift through the code: the account its PaymentIntent pays, or the refusal. */
  async function giftThrough(referalCode: string): Promise<{ destination: string } | { refused: string }> {
    const response = await client().post(routeTable.getDonations.path, donationBody(referalCode));
    if (response.status !== 200) return { refused: `${response.status} ${response.body.message as string}` };
    const intent = await stripe.paymentIntents.retrieve(response.body.data.paymentIntentId as string);
    return { destination: intent.transfer_data?.destination as string };
  }

  async function dashboard(fundraiserId: string): Promise<AdminFundraiserDashboard> {
    const response = await client().get(
      `${routeTable.getAdminDashboardByFundRaisingId.path}?fundRaisingId=${fundraiserId}`,
      admin.token,
    );
    expect(response.status).toBe(200);
    return response.body.data as AdminFundraiserDashboard;
  }

  const accountsOf = (data: AdminFundraiserDashboard) =>
    data.group.map(({ groupName, stripe: own, stripeName }) => ({ groupName, stripe: own, stripeName }));

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    stripe = sandboxStripe(env().config);
    admin = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('pays a group without an account of its own to the fundraiser’s, names both, and is in progress', async () => {
    const fundraiser = await createFundraiser(client(), admin.token);
    const [blue, gold] = await createGroups(client(), admin.token, fundraiser._id, [
      { groupName: 'Blue Team' },
      { groupName: 'Gold Team' },
    ]);
    const organisation = await verifiedAccount('Maple PTA');
    const boosters = await verifiedAccount('Blue Boosters');
    const linked = await client().post(
      routeTable.updateFundRaisingStripe.path,
      { fundRaisingId: fundraiser._id, fundRaisingStripe: organisation },
      admin.token,
    );
    expect(linked.status).toBe(200);
    const own = await client().put(routeTable.updateGroup.path, { groupId: blue?._id, stripe: boosters }, admin.token);
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ stripe: boosters, stripeName: 'Blue Boosters' });
    await moveStartIntoPast(env(), fundraiser._id);

    const data = await dashboard(fundraiser._id);
    expect(data.fundRaiser).toMatchObject({
      status: 'inProgress',
      statusMessage: fundraiserMessages.statusInProgress,
      fundRaisingStripe: organisation,
      fundRaisingStripeName: 'Maple PTA',
    });
    expect(accountsOf(data)).toEqual([
      { groupName: 'Blue Team', stripe: boosters, stripeName: 'Blue Boosters' },
      { groupName: 'Gold Team', stripe: null, stripeName: null },
    ]);

    // The money goes where the page says: Blue's to its own account, Gold's to the fundraiser's.
    expect(await giftThrough(await participantCode(fundraiser._id, blue?._id as string))).toEqual({
      destination: boosters,
    });
    expect(await giftThrough(await participantCode(fundraiser._id, gold?._id as string))).toEqual({
      destination: organisation,
    });
  });

  it('is started but inactive without the fundraiser’s account: linked groups take gifts, nothing else does', async () => {
    const fundraiser = await createFundraiser(client(), admin.token);
    const [blue, gold] = await createGroups(client(), admin.token, fundraiser._id, [
      { groupName: 'Blue Team' },
      { groupName: 'Gold Team' },
    ]);
    const boosters = await verifiedAccount('Blue Boosters');
    expect(
      (await client().put(routeTable.updateGroup.path, { groupId: blue?._id, stripe: boosters }, admin.token)).status,
    ).toBe(200);
    await moveStartIntoPast(env(), fundraiser._id);

    expect((await dashboard(fundraiser._id)).fundRaiser).toMatchObject({
      status: 'startedButInactive',
      statusMessage: fundraiserMessages.statusPartlyInactive,
      fundRaisingStripe: null,
      fundRaisingStripeName: null,
    });
    const blueCode = await participantCode(fundraiser._id, blue?._id as string);
    expect(await giftThrough(blueCode)).toEqual({ destination: boosters });
    expect(await giftThrough(await participantCode(fundraiser._id, gold?._id as string))).toEqual({
      refused: `409 ${moneyMessages.payoutAccountMissing}`,
    });

    // Every group linked is still not every payment: a team member's tokens pay the fundraiser's own account.
    const goldBoosters = await verifiedAccount('Gold Boosters');
    expect(
      (await client().put(routeTable.updateGroup.path, { groupId: gold?._id, stripe: goldBoosters }, admin.token))
        .status,
    ).toBe(200);
    expect((await dashboard(fundraiser._id)).fundRaiser).toMatchObject({
      status: 'startedButInactive',
      statusMessage: fundraiserMessages.statusPartlyInactive,
    });
    const [participant] = await env().sql<{ account_id: string }>(
      `select account_id from fundraiser_memberships where fundraiser_id = $1 and role = 'participant' limit 1`,
      [fundraiser._id],
    );
    const teamMember = await insertTeamMember(env(), fundraiser._id, participant?.account_id as string);
    const tokens = await client().post(
      routeTable.buyTokens.path,
      { amount: 5, fundRaiserId: fundraiser._id },
      await sessionFor(app.app, teamMember.id),
    );
    expect([tokens.status, tokens.body.message]).toEqual([409, moneyMessages.payoutAccountMissing]);
  });
});
