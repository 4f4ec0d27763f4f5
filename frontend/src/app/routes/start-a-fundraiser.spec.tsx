import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeSocket } from '@/test/fake-socket';
import { contactDetails, mockApi, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';

// The home page listens for live figures.
vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

const publicPages: MockRoutes = {
  'GET /api/site/contact': () => ({ body: contactDetails }),
  'GET /api/site/figures': () => ({
    body: { fundraisersRun: 0, raisedCents: 0, platformFeeBasisPoints: 1000, tokenPriceCents: 250 },
  }),
};
const captchaOff: MockRoutes = {
  'GET /api/captcha/challenge': () => ({ status: 404, body: { message: 'Captcha is off' } }),
};
const codeSent = { message: 'An OTP code has been sent to you', data: { phoneNo: '+1 ••• 0101', challengeId: 'c-1' } };

async function fillAdminSignUp(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Admin');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'ada@example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '(555) 555-0199');
  await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
  await user.type(screen.getByLabelText('Confirm password'), 'S3cret!pass');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('"Start a fundraiser"', () => {
  it.each([
    ['/', 'Raise more together, and have fun doing it.'],
    ['/about', 'About FundPlay'],
  ])('on %s leads to the administrator sign-up, which knows where it is headed', async (path, heading) => {
    mockApi(publicPages);
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: heading });

    expect(screen.getByRole('link', { name: 'Start a fundraiser' })).toHaveAttribute(
      'href',
      '/admin/signup?next=%2Fadmin%2Ffundraisers%2Fnew',
    );
  });

  it('takes a signed-in administrator straight to the new-fundraiser wizard', async () => {
    signInAs('admin');
    mockApi(publicPages);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Raise more together, and have fun doing it.' });

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start a fundraiser' })).toHaveAttribute(
        'href',
        '/admin/fundraisers/new',
      ),
    );
  });

  it('carries the intent through the sign-up and a new verification link', async () => {
    const fetchMock = mockApi({
      ...captchaOff,
      'POST /api/adminRoutes/adminSignUp': () => ({
        status: 201,
        body: { message: 'We sent you an email to verify your address.', data: { role: 'admin' } },
      }),
      'GET /api/adminRoutes/reSendVerificationEmail': () => ({ body: { message: 'We sent a new link.', data: null } }),
    });
    const { user, router } = renderApp('/admin/signup?next=%2Fadmin%2Ffundraisers%2Fnew');

    expect(await screen.findByRole('heading', { name: 'Start your fundraiser' })).toBeInTheDocument();
    expect(screen.getByText(/you go straight on to setting up your fundraiser/)).toBeInTheDocument();
    await fillAdminSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/email-verification'));
    expect(requestsTo(fetchMock, 'POST', '/api/adminRoutes/adminSignUp')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      next: '/admin/fundraisers/new',
    });
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/adminRoutes/reSendVerificationEmail')).toHaveLength(1),
    );
    const [resend] = requestsTo(fetchMock, 'GET', '/api/adminRoutes/reSendVerificationEmail');
    expect(resend?.url.searchParams.get('next')).toBe('/admin/fundraisers/new');
  }, 20_000);

  it('leads from the verified email through the login to the wizard', async () => {
    mockApi({
      'GET /api/adminRoutes/verifyEmail': () => ({
        body: { message: 'Your email is verified. You can log in now.', data: null },
      }),
      'POST /api/authRoutes/login': () => ({ body: codeSent }),
    });
    const { user, router } = renderApp('/email-verification/token-1234567890?next=%2Fadmin%2Ffundraisers%2Fnew');

    await user.click(await screen.findByRole('link', { name: 'Log in to start your fundraiser' }));
    expect(await screen.findByRole('heading', { name: 'Administrator login' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toMatchObject({ role: 'admin', redirect: '/admin/fundraisers/new' });
  });

  it('ignores a destination that is not a FundPlay page', async () => {
    const fetchMock = mockApi({
      ...captchaOff,
      'POST /api/adminRoutes/adminSignUp': () => ({
        status: 201,
        body: { message: 'We sent you an email to verify your address.', data: { role: 'admin' } },
      }),
      'GET /api/adminRoutes/verifyEmail': () => ({
        body: { message: 'Your email is verified. You can log in now.', data: null },
      }),
    });
    const signUp = renderApp(`/admin/signup?next=${encodeURIComponent('https://evil.example/admin/fundraisers/new')}`);

    expect(await screen.findByRole('heading', { name: 'Create an administrator account' })).toBeInTheDocument();
    await fillAdminSignUp(signUp.user);
    await signUp.user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(signUp.router.state.location.pathname).toBe('/email-verification'));
    expect(requestsTo(fetchMock, 'POST', '/api/adminRoutes/adminSignUp')[0]?.body).not.toHaveProperty('next');
    signUp.unmount();

    const verified = renderApp(`/email-verification/token-1234567890?next=${encodeURIComponent('//evil.example')}`);
    await verified.user.click(await screen.findByRole('link', { name: 'Go to administrator login' }));
    await waitFor(() => expect(verified.router.state.location.pathname).toBe('/admin/login'));
    expect(verified.router.state.location.state).toBeNull();
  }, 20_000);
});
