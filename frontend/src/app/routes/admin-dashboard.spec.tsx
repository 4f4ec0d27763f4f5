import {
  fundraiserRouteTable,
  identityRouteTable,
  moneyRouteTable,
  noPrivileges,
  type AdminApprovalRecord,
  type FundraiserSummary,
  type SessionUser,
} from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser, summary } from '@/features/fundraisers/testing/fundraiser-fixtures';
import { storageKeys } from '@/lib/storage-keys';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

const waiting: AdminApprovalRecord = {
  _id: '7a9d3c10-0000-4000-8000-000000000001',
  adminId: {
    _id: '7a9d3c10-0000-4000-8000-000000000002',
    firstName: 'Wen',
    lastName: 'Waits',
    email: 'wen@example.com',
    phoneNo: '+15555550123',
  },
  approved: false,
  privileges: { ...noPrivileges },
};

function signIn(
  user: SessionUser,
  { fundraisers = [], approvals = [] }: { fundraisers?: FundraiserSummary[]; approvals?: AdminApprovalRecord[] } = {},
) {
  window.localStorage.setItem(storageKeys.fundToken, 'token-1');
  window.localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  return mockApi({
    ...mockRoute(identityRouteTable.me, () => ({ body: { message: 'ok', data: user } })),
    ...mockRoute(identityRouteTable.getAdminStatus, () => ({
      body: { message: 'ok', data: { adminApproval: true, role: user.role } },
    })),
    ...mockRoute(identityRouteTable.secondaryAdminApprovals, () => ({ body: { message: 'ok', data: approvals } })),
    ...mockRoute(identityRouteTable.getApprovedAdmins, () => ({ body: { message: 'ok', data: [] } })),
    ...mockRoute(fundraiserRouteTable.getAdminFundRaisings, () => ({ body: { message: 'ok', data: fundraisers } })),
    ...mockRoute(moneyRouteTable.getAllAccounts, () => ({ body: { message: 'ok', data: [] } })),
  });
}

/** Opens the dashboard once the stored session has reached the session atoms, as for someone already signed in. */
async function openDashboard() {
  const app = renderApp('/privacy-policy');
  await screen.findByRole('heading', { level: 1 });
  await act(() => app.router.navigate('/admin/dashboard'));
  return app;
}

describe('the administrator dashboard', () => {
  it('gives a new primary admin one clear first step, without empty approval tables', async () => {
    const fetchMock = signIn(sessionUser('admin'));
    const { user, router } = await openDashboard();

    const firstStep = await screen.findByRole('region', { name: 'Start your first fundraiser' });
    // Both approval lists have answered (empty) before looking for their tables.
    await waitFor(() => {
      expect(requestsTo(fetchMock, identityRouteTable.secondaryAdminApprovals)).toHaveLength(1);
      expect(requestsTo(fetchMock, identityRouteTable.getApprovedAdmins)).toHaveLength(1);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    // It leads the page: nothing about approvals or an empty fundraiser list comes before or beside it.
    expect(screen.getAllByRole('region')[0]).toBe(firstStep);
    expect(screen.queryByRole('heading', { name: 'Pending administrator approvals' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approved administrators' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fundraisers' })).not.toBeInTheDocument();
    expect(screen.queryByText('You do not have any previous fundraisers!')).not.toBeInTheDocument();

    await user.click(within(firstStep).getByRole('link', { name: 'Start your first fundraiser' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fundraisers/new'));
  }, 15_000);

  it('shows the approvals once someone waits for one', async () => {
    signIn(sessionUser('admin'), { approvals: [waiting] });
    await openDashboard();

    const pending = await screen.findByRole('region', { name: 'Pending administrator approvals' });
    expect(within(pending).getByText('wen@example.com')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Start your first fundraiser' })).toBeInTheDocument();
  }, 15_000);

  it('lists the fundraisers, and no first step, once there is one', async () => {
    signIn(sessionUser('admin'), { fundraisers: [summary()] });
    await openDashboard();

    const fundraisers = await screen.findByRole('region', { name: 'Fundraisers' });
    expect(await within(fundraisers).findByText('Lincoln Spring Drive')).toBeInTheDocument();
    expect(within(fundraisers).getByRole('link', { name: 'Start new fundraiser' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your first fundraiser' })).not.toBeInTheDocument();
  }, 15_000);

  it('gives an approved administrator allowed to start fundraisers the same first step', async () => {
    signIn(sessionUser('secondaryAdmin', { startNewFundraiser: true }));
    await openDashboard();

    expect(await screen.findByRole('region', { name: 'Start your first fundraiser' })).toBeInTheDocument();
  }, 15_000);

  it('shows an administrator without that privilege the empty list instead', async () => {
    signIn(sessionUser('secondaryAdmin'));
    await openDashboard();

    const fundraisers = await screen.findByRole('region', { name: 'Fundraisers' });
    expect(await within(fundraisers).findByText('You do not have any previous fundraisers!')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Start your first fundraiser' })).not.toBeInTheDocument();
  }, 15_000);
});
