import {
  competeRouteTable,
  fundraiserRouteTable,
  identityRouteTable,
  moneyRouteTable,
  type AdminFundraiserDashboard,
  type SessionUser,
} from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  dashboard,
  detail,
  fundraiserId,
  sessionUser,
  sponsor,
  summary,
} from '@/features/fundraisers/testing/fundraiser-fixtures';
import { unverifiedAccount, verifiedAccount } from '@/features/payouts/testing/payout-fixtures';
import { storageKeys } from '@/lib/storage-keys';
import { fundraiserGame } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { getOutreachReportRoute } from '@/test/outreach-fixtures';
import { renderApp } from '@/test/render';

vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

function signIn(user: SessionUser, routes: MockRoutes = {}, fundraiserDashboard = () => dashboard()) {
  window.localStorage.setItem(storageKeys.fundToken, 'token-1');
  window.localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  return mockApi({
    ...mockRoute(identityRouteTable.me, () => ({ body: { message: 'ok', data: user } })),
    ...mockRoute(identityRouteTable.secondaryAdminApprovals, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(identityRouteTable.getApprovedAdmins, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: [summary()] } })),
    ...mockRoute(fundraiserRouteTable.getAdminDashboardByFundRaisingId, () => ({
      body: { message: 'ok', data: fundraiserDashboard() },
    })),
    ...mockRoute(fundraiserRouteTable.getParticipantRequests, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(moneyRouteTable.getFundraiserDonations, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(moneyRouteTable.getAllAccounts, () => ({
      body: { message: 'ok', data: [verifiedAccount, unverifiedAccount] },
    })),
    ...routes,
  });
}

/**
 * Opens `path` once the stored session has reached the session atoms (they read localStorage when mounted), as a
 * person already signed in would: starting on a guarded page would meet an empty session first.
 */
async function openSignedIn(path: string) {
  const app = renderApp('/privacy-policy');
  await screen.findByRole('heading', { level: 1 });
  await act(() => app.router.navigate(path));
  return app;
}

describe('administrator fundraiser pages', () => {
  it('opens the fundraiser editor from the dashboard list’s Edit, once', async () => {
    signIn(sessionUser('admin'));
    const { user, router } = await openSignedIn('/admin/dashboard');

    await user.click(await screen.findByRole('button', { name: 'Edit Lincoln Spring Drive' }));

    expect(await screen.findByRole('dialog', { name: 'Edit fundraiser' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fundraiser name')).toHaveValue('Lincoln Spring Drive');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/admin/dashboard/${fundraiserId}`);
  }, 15_000);

  it('composes the administrators’ invitation form into the fundraiser dashboard', async () => {
    signIn(sessionUser('admin'));
    const { user } = await openSignedIn(`/admin/dashboard/${fundraiserId}`);

    await user.click(await screen.findByRole('button', { name: 'Invite administrator' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite administrator' });
    expect(within(dialog).getByRole('form', { name: 'Invite an administrator' })).toBeInTheDocument();
  }, 15_000);

  it('tells a secondary admin without the privilege why the wizard is not there', async () => {
    signIn(sessionUser('secondaryAdmin'));
    await openSignedIn('/admin/fundraisers/new');

    expect(await screen.findByRole('alert')).toHaveTextContent('“Start new fundraiser” privilege');
    expect(screen.queryByRole('form', { name: 'Fundraiser information' })).not.toBeInTheDocument();
  }, 15_000);

  it('opens My accounts from the dashboard’s Stripe accounts area and from the navigation', async () => {
    signIn(sessionUser('admin'));
    const { user, router } = await openSignedIn('/admin/dashboard');

    const stripeAccounts = await screen.findByRole('region', { name: 'Stripe accounts' });
    expect(await within(stripeAccounts).findByText('2 accounts, 1 verified.')).toBeInTheDocument();
    await user.click(within(stripeAccounts).getByRole('link', { name: /Open My accounts/ }));

    expect(await screen.findByRole('heading', { level: 1, name: 'My accounts' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/stripeAccounts');
    expect(await screen.findByRole('row', { name: /Band Boosters/ })).toHaveTextContent('Not verified');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My accounts' })).toHaveAttribute(
      'href',
      '/admin/stripeAccounts',
    );
  }, 15_000);

  it('tells a secondary admin awaiting approval that payout accounts wait for it', async () => {
    signIn(
      { ...sessionUser('secondaryAdmin'), adminApproval: false },
      mockRoute(identityRouteTable.getAdminStatus, () => ({
        body: { message: 'ok', data: { adminApproval: false, role: 'secondaryAdmin' } },
      })),
    );
    await openSignedIn('/admin/stripeAccounts');

    expect(await screen.findByText(/Verification is in progress/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create new account' })).not.toBeInTheDocument();
  }, 15_000);

  it('links one of the administrator’s verified accounts from the fundraiser dashboard', async () => {
    let current: AdminFundraiserDashboard = dashboard();
    const fetchMock = signIn(
      sessionUser('admin'),
      mockRoute(moneyRouteTable.updateFundRaisingStripe, ({ body }) => {
        const { fundRaisingStripe } = body as { fundRaisingStripe: string };
        current = dashboard({ fundRaiser: detail({ fundRaisingStripe, fundRaisingStripeName: 'Lincoln PTA' }) });
        return {
          body: {
            message: 'Fundraiser updated successfully!',
            data: { fundRaisingId: fundraiserId, fundRaisingStripe },
          },
        };
      }),
      () => current,
    );
    const { user } = await openSignedIn(`/admin/dashboard/${fundraiserId}`);

    await user.click(await screen.findByRole('button', { name: 'Link payout account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link payout account' });
    expect(await within(dialog).findByRole('radio', { name: /Band Boosters/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Lincoln PTA/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Link account' }));

    expect(await screen.findByText('Fundraiser updated successfully!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.updateFundRaisingStripe)[0]?.body).toEqual({
      fundRaisingId: fundraiserId,
      fundRaisingStripe: verifiedAccount.accountId,
    });
    // Shown by its name, not the provider's id.
    const status = screen.getByRole('region', { name: 'Fundraiser status' });
    expect(await within(status).findByText('Lincoln PTA')).toBeInTheDocument();
    expect(status).not.toHaveTextContent(verifiedAccount.accountId);

    // Linking the same account again changes nothing.
    await user.click(screen.getByRole('button', { name: 'Link payout account' }));
    const again = await screen.findByRole('dialog', { name: 'Link payout account' });
    expect(await within(again).findByRole('radio', { name: /Lincoln PTA/ })).toBeChecked();
    await user.click(within(again).getByRole('button', { name: 'Link account' }));
    expect(await screen.findByText('No change detected!')).toBeInTheDocument();
    expect(requestsTo(fetchMock, moneyRouteTable.updateFundRaisingStripe)).toHaveLength(1);
  }, 20_000);

  it('opens the Fundraiser sponsors page from the dashboard', async () => {
    signIn(
      sessionUser('admin'),
      mockRoute(moneyRouteTable.getSponsor, () => ({ body: { message: 'ok', data: [sponsor()] } })),
      () => dashboard({ sponsors: [sponsor()] }),
    );
    const { user, router } = await openSignedIn(`/admin/dashboard/${fundraiserId}`);

    await user.click(await screen.findByRole('link', { name: 'Manage sponsors' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Fundraiser sponsors' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/dashboard/${fundraiserId}/sponsors`);
    expect(await screen.findByRole('button', { name: 'Edit Corner Bakery' })).toBeInTheDocument();
  }, 15_000);

  it.each([
    ['the primary admin', 'admin' as const, true],
    ['a secondary admin', 'secondaryAdmin' as const, false],
  ])(
    'composes the Games section: %s may add games? %s',
    async (_who, role, mayAdd) => {
      const game = fundraiserGame('hang-glider', { fundRaiserId: fundraiserId, gameName: 'Gym Gliders' });
      signIn(sessionUser(role), {
        ...mockRoute(competeRouteTable.getGame, () => ({ body: { message: 'ok', data: [game] } })),
      });
      await openSignedIn(`/admin/dashboard/${fundraiserId}`);

      const games = await screen.findByRole('region', { name: 'Games' });
      const card = await within(games).findByRole('article', { name: 'Gym Gliders' });
      expect(within(games).queryByRole('button', { name: 'Add game' }) !== null).toBe(mayAdd);
      expect(within(card).queryByRole('button', { name: 'Edit Gym Gliders' }) !== null).toBe(mayAdd);
      expect(within(games).getByRole('link', { name: 'Open big screen' })).toHaveAttribute(
        'href',
        `/live/${fundraiserId}`,
      );
    },
    15_000,
  );

  it.each([
    ['the primary admin', sessionUser('admin'), true],
    ['a secondary admin with Send emails and texts', sessionUser('secondaryAdmin', { sendEmailAndTexts: true }), true],
    ['a secondary admin without it', sessionUser('secondaryAdmin', { startNewFundraiser: true }), false],
  ])(
    'shows %s the outreach report, and the message dialog only with the privilege',
    async (_who, user, may) => {
      signIn(user, getOutreachReportRoute());
      await openSignedIn(`/admin/dashboard/${fundraiserId}`);

      const outreach = await screen.findByRole('region', { name: 'Outreach' });
      expect(await within(outreach).findByRole('table', { name: 'Outreach report' })).toBeInTheDocument();
      const action = within(outreach).queryByRole('button', { name: 'Message participants / team members' });
      if (may) expect(action).toBeInTheDocument();
      else expect(action).not.toBeInTheDocument();
    },
    15_000,
  );
});
