import { moneyMessages, routeTable, type PayoutAccountRow } from '@fundplay/contracts';
import { CommandBus } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { SyncPayoutAccountCommand } from '../../../src/modules/payments/commands/sync-payout-account/sync-payout-account.command';
import {
  createFundraiser,
  createGroups,
  del,
  endFundraiser,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { onboardedPayoutAccount, sandboxStripe } from '../../support/payment-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';

const paths = {
  list: routeTable.getAllAccounts.path,
  create: routeTable.createStripeAccount.path,
  link: routeTable.generateAccountLink.path,
  remove: routeTable.deleteStripeAccount.path,
  linkFundraiser: routeTable.updateFundRaisingStripe.path,
  updateGroup: routeTable.updateGroup.path,
};

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: payments/commands/create-payout-account, create-onboarding-link, sync-payout-account and
 * delete-payout-account, with queries/list-payout-accounts.
 */
describe('payout accounts: create, onboard and delete', () => {
  let app: TestApp;
  let stripe: InstanceType<typeof Stripe>;
  let primary: SignedInAccount;
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

  /** The onboarding link FundPlay generates, returning to a page of this site. */
  async function onboardingLink(token: string, accountId: string) {
    return client().post(
      paths.link,
      {
        accountId,
        refreshUrl: `${env().config.http.publicUrl}/admin/stripeAccounts?refresh=1`,
        returnUrl: `${env().config.http.publicUrl}/admin/stripeAccounts`,
      },
      token,
    );
  }

  /** A verified account of `owner`'s, through the API and the sandbox's onboarding. */
  const verifiedAccount = (owner: SignedInAccount, name = 'Maple PTA') =>
    onboardedPayoutAccount(client(), env().config, owner.token, { name });

  beforeAll(async () => {
    app = await startTestApp({ CAPTCHA: 'off' });
    stripe = sandboxStripe(env().config);
    primary = await signedInPrimaryAdmin(env(), app.app);
    plain = await signedInSecondaryAdmin(env(), app.app, primary.id);
    stranger = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    await app?.stop();
  });

  describe('createStripeAccount and getAllAccounts', () => {
    it('opens a connected account at the provider and lists it for its owner only, unverified', async () => {
      const response = await client().post(paths.create, { name: '  Lincoln Boosters  ' }, primary.token);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(moneyMessages.accountCreated);
      const created = response.body.data as PayoutAccountRow;
      expect(created).toMatchObject({
        name: 'Lincoln Boosters',
        accountId: expect.stringMatching(/^acct_/),
        isVerified: false,
        linked: false,
        linkedTo: [],
      });
      const atProvider = await stripe.accounts.retrieve(created.accountId);
      expect(atProvider.charges_enabled).toBe(false);

      // The idempotency key is our row's id: the row and the provider's account are one to one.
      const [row] = await env().sql<{ id: string; owner_account_id: string }>(
        'select id, owner_account_id from payout_accounts where provider_account_id = $1',
        [created.accountId],
      );
      expect(row).toEqual({ id: created._id, owner_account_id: primary.id });

      expect((await accounts(primary.token)).map((account) => account.accountId)).toContain(created.accountId);
      expect((await accounts(stranger.token)).map((account) => account.accountId)).not.toContain(created.accountId);
      expect((await accounts(plain.token)).map((account) => account.accountId)).not.toContain(created.accountId);
    });

    it('refuses a display name that is too short or missing', async () => {
      for (const body of [{ name: 'A' }, {}]) {
        const response = await client().post(paths.create, body, primary.token);
        expect(response.status).toBe(400);
      }
      expect((await client().post(paths.create, { name: 'A' }, primary.token)).body.message).toBe(
        moneyMessages.accountNameLength,
      );
    });
  });

  describe('onboarding (generateAccountLink)', () => {
    it('gives the owner the provider’s onboarding page, after which the account is verified', async () => {
      const { accountId } = await createAccount(primary.token);
      const link = await onboardingLink(primary.token, accountId);
      expect(link.status).toBe(200);
      expect(link.body.message).toBe(moneyMessages.linkGenerated);
      expect(link.body.data.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connect\/onboarding\//);

      const submitted = await fetch(link.body.data.url as string, { method: 'POST', redirect: 'manual' });
      expect(submitted.status).toBe(303);
      // Back on 'My Accounts', the listing asks the provider (the webhook may not have arrived yet).
      expect((await accounts(primary.token)).find((account) => account.accountId === accountId)).toMatchObject({
        isVerified: true,
      });
      const [row] = await env().sql<{ charges_enabled: boolean; payouts_enabled: boolean }>(
        'select charges_enabled, payouts_enabled from payout_accounts where provider_account_id = $1',
        [accountId],
      );
      expect(row).toEqual({ charges_enabled: true, payouts_enabled: true });
    });

    it('accepts return pages of the public URL or of the host the request reached, and nothing else', async () => {
      const { accountId } = await createAccount(primary.token);
      const reached = `${app.url}/admin/stripeAccounts`;
      const onSite = await client().post(
        paths.link,
        { accountId, refreshUrl: reached, returnUrl: reached },
        primary.token,
      );
      expect(onSite.status).toBe(200);

      for (const [refreshUrl, returnUrl] of [
        ['https://evil.example/phish', reached],
        [reached, 'https://evil.example/phish'],
        [reached, `${env().config.http.publicUrl}.evil.example/`],
        [reached, 'javascript:alert(1)'],
      ]) {
        const response = await client().post(paths.link, { accountId, refreshUrl, returnUrl }, primary.token);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(moneyMessages.returnUrlInvalid);
      }
    });

    it('is for the owner only: another administrator’s account is not found', async () => {
      const { accountId } = await createAccount(primary.token);
      for (const other of [plain, stranger]) {
        const response = await onboardingLink(other.token, accountId);
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(moneyMessages.accountNotFound);
      }
      expect((await onboardingLink(primary.token, 'acct_doesnotexist1')).status).toBe(404);
    });

    it('syncs the cached state from a signed account.updated event (sync-payout-account)', async () => {
      const { accountId } = await createAccount(primary.token);
      const link = await onboardingLink(primary.token, accountId);
      await fetch(link.body.data.url as string, { method: 'POST', redirect: 'manual' });
      const event = await eventually('the sandbox’s account.updated event', async () => {
        const events = await stripe.events.list({ type: 'account.updated', limit: 100 });
        return events.data.find((candidate) => (candidate.data.object as { id: string }).id === accountId);
      });
      const commands = app.app.get(CommandBus);
      const object = event.data.object as unknown as Record<string, unknown>;
      await env().sql('update payout_accounts set charges_enabled = false where provider_account_id = $1', [accountId]);
      expect(await commands.execute(new SyncPayoutAccountCommand(object))).toEqual({ updated: true });
      expect(await commands.execute(new SyncPayoutAccountCommand(object))).toEqual({ updated: false });
      expect(await commands.execute(new SyncPayoutAccountCommand({ ...object, id: 'acct_unknown1234' }))).toEqual({
        updated: false,
      });
      const [row] = await env().sql<{ charges_enabled: boolean; details_submitted: boolean }>(
        'select charges_enabled, details_submitted from payout_accounts where provider_account_id = $1',
        [accountId],
      );
      expect(row).toEqual({ charges_enabled: true, details_submitted: true });
    });
  });

  describe('deleteStripeAccount', () => {
    it('is refused while a fundraiser or group that has not ended uses it, listing them; allowed once ended', async () => {
      const running = await createFundraiser(client(), primary.token, { fundRaisingName: 'Still Running Fair' });
      const [group] = await createGroups(client(), primary.token, running._id, [{ groupName: 'Red Team' }]);
      const accountId = await verifiedAccount(primary);
      for (const response of [
        await client().post(
          paths.linkFundraiser,
          { fundRaisingId: running._id, fundRaisingStripe: accountId },
          primary.token,
        ),
        await client().put(paths.updateGroup, { groupId: group?._id, stripe: accountId }, primary.token),
      ]) {
        expect(response.status).toBe(200);
      }

      const refused = await del(client(), q(paths.remove, { stripeId: accountId }), primary.token);
      expect(refused).toEqual({
        status: 409,
        body: {
          message: moneyMessages.accountInUse,
          data: {
            fundRaisers: [
              { _id: running._id, fundRaisingName: 'Still Running Fair', groupName: null },
              { _id: running._id, fundRaisingName: 'Still Running Fair', groupName: 'Red Team' },
            ],
          },
        },
      });
      expect((await accounts(primary.token)).map((account) => account.accountId)).toContain(accountId);

      await endFundraiser(env(), running._id);
      const deleted = await del(client(), q(paths.remove, { stripeId: accountId }), primary.token);
      expect(deleted).toEqual({ status: 200, body: { message: moneyMessages.accountDeleted, data: null } });
      expect((await accounts(primary.token)).map((account) => account.accountId)).not.toContain(accountId);
      // Closed at the provider too.
      await expect(stripe.accounts.retrieve(accountId)).rejects.toMatchObject({ statusCode: 404 });
    });

    it('deletes an unused account, for its owner only', async () => {
      const { accountId } = await createAccount(primary.token);
      for (const other of [plain, stranger]) {
        const refused = await del(client(), q(paths.remove, { stripeId: accountId }), other.token);
        expect(refused.status).toBe(404);
        expect(refused.body.message).toBe(moneyMessages.accountNotFound);
      }
      expect((await del(client(), q(paths.remove, { stripeId: accountId }), primary.token)).status).toBe(200);
      expect((await del(client(), q(paths.remove, { stripeId: accountId }), primary.token)).status).toBe(404);
      expect((await del(client(), q(paths.remove, { stripeId: 'not-an-account' }), primary.token)).status).toBe(400);
    });
  });
});
