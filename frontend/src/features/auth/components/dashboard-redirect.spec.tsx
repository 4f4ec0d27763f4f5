import type { Role, SessionUser } from '@fundplay/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render';

function signInAs(role: Role) {
  const user: SessionUser = {
    id: '5f0c2d1e-0000-4000-8000-000000000002',
    email: 'someone@example.com',
    role,
    firstName: 'Sam',
    lastName: 'Doe',
    phoneNo: '+15555550102',
    privileges: {
      fullAccess: false,
      startNewFundraiser: false,
      acceptStudentFund: false,
      sendEmailAndTexts: false,
      changeGoalsAndCause: false,
      addNewAdministrator: false,
    },
  };
  window.localStorage.setItem(storageKeys.fundToken, 'token-1');
  window.localStorage.setItem(storageKeys.userDetails, JSON.stringify(user));
  mockApi({
    'GET /api/authRoutes/me': () => ({ body: { data: user } }),
    'GET /api/adminRoutes/getAdminStatus': () => ({ body: { data: { adminApproval: false } } }),
    'GET /api/adminRoutes/secondaryAdminApprovals': () => ({ body: { data: [] } }),
    'GET /api/adminRoutes/getApprovedAdmins': () => ({ body: { data: [] } }),
  });
}

describe('/dashboard', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['secondaryAdmin', '/admin/dashboard'],
    ['participant', '/participant/dashboard'],
    ['teamMember', '/teammember/dashboard'],
  ] as const)('sends a signed-in %s to %s', async (role, dashboard) => {
    signInAs(role);
    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe(dashboard));
  });

  it('sends a signed-out visitor home after half a second', async () => {
    mockApi({});
    const { router, findByText } = renderApp('/dashboard');

    expect(await findByText(/You are not logged in/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-out visitor of a role dashboard to that role’s login, to come back after', async () => {
    mockApi({});
    const { router } = renderApp('/participant/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/login'));
    expect(router.state.location.state).toEqual({ redirect: '/participant/dashboard' });
  });

  it('sends someone on another role’s dashboard to their own', async () => {
    signInAs('participant');
    const { router } = renderApp('/admin/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/dashboard'));
  });

  it('signs out a stored session the server no longer accepts', async () => {
    window.localStorage.setItem(storageKeys.fundToken, 'revoked');
    mockApi({ 'GET /api/authRoutes/me': () => ({ status: 401, body: { message: 'Your session has ended.' } }) });
    renderApp('/');

    await waitFor(() => expect(window.localStorage.getItem(storageKeys.fundToken)).toBeNull());
  });
});
