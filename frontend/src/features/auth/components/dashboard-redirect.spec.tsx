import type { Role, SessionUser } from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
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

  it.each([
    // Issue #19: a member page offers the login first (the spec sent participants to the sign-up).
    ['/participant/dashboard', '/participant/login'],
    ['/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001', '/participant/login'],
    ['/teammember/dashboard?invitationCode=inv_1', '/teammember/login'],
    ['/admin/dashboard', '/admin/login'],
  ])('sends a signed-out visitor of %s to %s, to come back after', async (page, entry) => {
    mockApi({});
    const { router } = renderApp(page);

    await waitFor(() => expect(router.state.location.pathname).toBe(entry));
    expect(router.state.location.state).toEqual({ redirect: page });
  });

  it('offers a signed-out visitor of a participant page the login, which brings them back', async () => {
    mockApi({
      'POST /api/authRoutes/login': () => ({
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0101', challengeId: 'challenge-1' },
        },
      }),
    });
    const { router, user } = renderApp('/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001');

    expect(await screen.findByRole('heading', { name: 'Participant login' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toMatchObject({
      role: 'participant',
      redirect: '/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001',
    });
  });

  it('keeps the sign-up one click away, and it too brings the visitor back to the page', async () => {
    mockApi({
      'GET /api/captcha/challenge': () => ({ status: 404, body: { message: 'Captcha is off' } }),
      'POST /api/authRoutes/login': () => ({
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0101', challengeId: 'challenge-1' },
        },
      }),
    });
    const { router, user } = renderApp('/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001');

    await user.click(await screen.findByRole('link', { name: 'Sign up as a participant' }));

    expect(await screen.findByRole('form', { name: 'Participant sign-up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participant/signup');
    // Changing their mind on the sign-up page: its login dialog still leads back to the page.
    await user.click(screen.getByRole('button', { name: 'I have an existing account' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'S3cret!pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toMatchObject({
      role: 'participant',
      redirect: '/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001',
    });
  }, 15_000);

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
