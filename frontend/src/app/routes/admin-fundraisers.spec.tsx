import { fundraiserRouteTable, identityRouteTable, type SessionUser } from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboard, fundraiserId, sessionUser, summary } from '@/features/fundraisers/testing/fundraiser-fixtures';
import { storageKeys } from '@/lib/storage-keys';
import { mockApi, mockRoute } from '@/test/mock-api';
import { renderApp } from '@/test/render';

function signIn(user: SessionUser) {
  window.localStorage.setItem(storageKeys.fundToken, 'token-1');
  window.localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  return mockApi({
    ...mockRoute(identityRouteTable.me, () => ({ body: { message: 'ok', data: user } })),
    ...mockRoute(identityRouteTable.secondaryAdminApprovals, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(identityRouteTable.getApprovedAdmins, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: [summary()] } })),
    ...mockRoute(fundraiserRouteTable.getAdminDashboardByFundRaisingId, () => ({
      body: { message: 'ok', data: dashboard() },
    })),
    ...mockRoute(fundraiserRouteTable.getParticipantRequests, () => ({ body: { message: 'ok', data: [] } })),
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
});
