import {
  fundraiserMessages,
  identityMessages,
  moneyMessages,
  routeTable,
  type AdminFundraiserDashboard,
  type PayoutAccountRow,
} from '@fundplay/contracts';
import {
  createFundraiser,
  createGroups,
  moveStartIntoPast,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { onboardedPayoutAccount } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';

const paths = {
  list: routeTable.getAllAccounts.path,
  create: routeTable.createStripeAccount.path,
  linkFundraiser: routeTable.updateFundRaisingStripe.path,
  updateGroup: routeTable.updateGroup.path,
  dashboard: routeTable.getAdminDashboardByFundRaisingId.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Use case: fundraisers/commands/link-payout-account (a fundraiser’s or a group’s payout account). */
describe('payout accounts linked to fundraisers and groups', () => {
  let app: TestApp;
  let primary: SignedInAccount;
  /** Approved secondary admins of `primary`. */
  let starter: SignedInAccount; // startNewFundraiser: creates (and so owns) fundraisers
  let plain: SignedInAccount; // no privileges; admin of one group below
  /** Another organisation. */
  let stranger: SignedInAccount;

  const client = () => app.client;
  const env = () => app.environment;

  async function createAccount(token: string, name = 'Maple PTA'): Promise<PayoutAccountRow> {
    const response = await client().post(paths.create, { name }, token);
    expect(response.status).toBe(201);
    return response.body.data as PayoutAccountRow;
  }

  async function accounts(token: string): Promise<PayoutAccountRow[]> {
    const response = await client().get(paths.list, token);
    expect(response.status).toBe(200);
    return response.body.data as PayoutAccountRow[];
  }

  /** A verified account of `owner`'s, through the API and the sandbox's onboarding. */
  const verifiedAccount = (owner: SignedInAccount, name = 'Maple PTA') =>
    onboardedPayoutAccount(client(), env().config, owner.token, { name });

  async function fundraiserAccount(fundraiserId: string): Promise<string | null> {
    const [row] = await env().sql<{ payout_account_id: string | null }>(
      'select payout_account_id from fundraisers where id = $1',
      [fundraiserId],
    );
    return row?.payout_account_id ?? null;
  }

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    primary = await signedInPrimaryAdmin(env(), app.app);
    starter = await signedInSecondaryAdmin(env(), app.app, primary.id, { startNewFundraiser: true });
    plain = await signedInSecondaryAdmin(env(), app.app, primary.id);
    stranger = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('linking (updateFundRaisingStripe and updateGroup’s stripe)', () => {
    it('links a verified account to a running fundraiser; the same again is no change', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      await moveStartIntoPast(env(), fundraiser._id);
      const accountId = await verifiedAccount(primary);

      const linked = await client().post(
        paths.linkFundraiser,
        { fundRaisingId: fundraiser._id, fundRaisingStripe: accountId },
        primary.token,
      );
      expect(linked).toEqual({
        status: 200,
        body: {
          message: moneyMessages.fundraiserStripeUpdated,
          data: { fundRaisingId: fundraiser._id, fundRaisingStripe: accountId },
        },
      });
      expect(await fundraiserAccount(fundraiser._id)).toBe(accountId);
      const dashboard = await client().get(q(paths.dashboard, { fundRaisingId: fundraiser._id }), primary.token);
      expect((dashboard.body.data as AdminFundraiserDashboard).fundRaiser).toMatchObject({
        fundRaisingStripe: accountId,
        status: 'inProgress',
      });

      const again = await client().post(
        paths.linkFundraiser,
        { fundRaisingId: fundraiser._id, fundRaisingStripe: accountId },
        primary.token,
      );
      expect(again.status).toBe(200);
      expect(again.body.message).toBe(moneyMessages.noChange);

      const listed = (await accounts(primary.token)).find((account) => account.accountId === accountId);
      expect(listed).toMatchObject({
        linked: true,
        linkedTo: [{ _id: fundraiser._id, fundRaisingName: fundraiser.fundRaisingName, groupName: null, ended: false }],
      });
    });

    it('refuses an account that is not verified yet, and one that is not the caller’s', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const { accountId: unverified } = await createAccount(primary.token);
      const refused = await client().post(
        paths.linkFundraiser,
        { fundRaisingId: fundraiser._id, fundRaisingStripe: unverified },
        primary.token,
      );
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(moneyMessages.accountNotVerified);

      // Another organisation's verified account, and a secondary admin's own: neither is the primary admin's.
      for (const owner of [stranger, starter]) {
        const theirs = await verifiedAccount(owner, 'Not yours');
        const response = await client().post(
          paths.linkFundraiser,
          { fundRaisingId: fundraiser._id, fundRaisingStripe: theirs },
          primary.token,
        );
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(moneyMessages.accountNotFound);
      }
      expect(await fundraiserAccount(fundraiser._id)).toBeNull();
    });

    it('follows the fundraiser’s rules: its owners link it; others get 403, other organisations 404', async () => {
      const fundraiser = await createFundraiser(client(), starter.token); // created by a secondary admin
      const primarysAccount = await verifiedAccount(primary);
      const startersAccount = await verifiedAccount(starter, 'Starter PTA');

      const byPlain = await client().post(
        paths.linkFundraiser,
        { fundRaisingId: fundraiser._id, fundRaisingStripe: primarysAccount },
        plain.token,
      );
      expect(byPlain.status).toBe(403);
      expect(byPlain.body.message).toBe(identityMessages.forbidden);
      const strangersAccount = await verifiedAccount(stranger, 'Elsewhere');
      const byStranger = await client().post(
        paths.linkFundraiser,
        { fundRaisingId: fundraiser._id, fundRaisingStripe: strangersAccount },
        stranger.token,
      );
      expect(byStranger.status).toBe(404);
      expect(byStranger.body.message).toBe(fundraiserMessages.notFound);

      // The creator may link their own account, or the organisation's (the primary admin's).
      for (const accountId of [startersAccount, primarysAccount]) {
        const response = await client().post(
          paths.linkFundraiser,
          { fundRaisingId: fundraiser._id, fundRaisingStripe: accountId },
          starter.token,
        );
        expect(response.status).toBe(200);
        expect(await fundraiserAccount(fundraiser._id)).toBe(accountId);
      }
    });

    it('links a group’s account through updateGroup, also after the start, for the group’s own admin', async () => {
      const fundraiser = await createFundraiser(client(), primary.token);
      const [blue, gold] = await createGroups(client(), primary.token, fundraiser._id, [
        { groupName: 'Blue Team' },
        { groupName: 'Gold Team', adminEmail: plain.email },
      ]);
      await moveStartIntoPast(env(), fundraiser._id);
      const primarysAccount = await verifiedAccount(primary);

      const linked = await client().put(
        paths.updateGroup,
        { groupId: blue?._id, stripe: primarysAccount },
        primary.token,
      );
      expect(linked.status).toBe(200);
      expect(linked.body.message).toBe(fundraiserMessages.groupUpdated);
      expect(linked.body.data).toMatchObject({ _id: blue?._id, stripe: primarysAccount });
      const same = await client().put(
        paths.updateGroup,
        { groupId: blue?._id, stripe: primarysAccount },
        primary.token,
      );
      expect(same.body.message).toBe(moneyMessages.noChange);

      // Other changes still wait for the start; with one of them the account is not linked either.
      const mixed = await client().put(
        paths.updateGroup,
        { groupId: gold?._id, stripe: primarysAccount, groupCause: 'New cause' },
        primary.token,
      );
      expect(mixed.status).toBe(409);
      expect(mixed.body.message).toBe(fundraiserMessages.groupActionsDisabled);

      // The group's own admin (no privileges) links its group, with the organisation's account, and no other group.
      const byGroupAdmin = await client().put(
        paths.updateGroup,
        { groupId: gold?._id, stripe: primarysAccount },
        plain.token,
      );
      expect(byGroupAdmin.status).toBe(200);
      expect(byGroupAdmin.body.data.stripe).toBe(primarysAccount);
      const otherGroup = await client().put(
        paths.updateGroup,
        { groupId: blue?._id, stripe: primarysAccount },
        plain.token,
      );
      expect(otherGroup.status).toBe(403);

      const unverified = (await createAccount(primary.token)).accountId;
      const refused = await client().put(paths.updateGroup, { groupId: blue?._id, stripe: unverified }, primary.token);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(moneyMessages.accountNotVerified);

      const listed = (await accounts(primary.token)).find((account) => account.accountId === primarysAccount);
      expect(listed?.linkedTo).toEqual([
        { _id: fundraiser._id, fundRaisingName: fundraiser.fundRaisingName, groupName: 'Blue Team', ended: false },
        { _id: fundraiser._id, fundRaisingName: fundraiser.fundRaisingName, groupName: 'Gold Team', ended: false },
      ]);
    });
  });
});
