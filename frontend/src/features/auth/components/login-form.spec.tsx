import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email = 'pat@example.com') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
}

describe('LoginForm', () => {
  it('sends the credentials and opens the code step with what it needs', async () => {
    const fetchMock = mockApi({
      'POST /api/authRoutes/login': () => ({
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0101', challengeId: 'challenge-1' },
        },
      }),
    });
    const { user, router } = renderApp('/participant/login');

    await fillLogin(user, 'Pat@Example.com');
    await user.click(screen.getByRole('radio', { name: 'Email' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toEqual({
      email: 'pat@example.com',
      role: 'participant',
      verificationSelection: 'email',
      mode: 'logIn',
      phone: '+1 ••• ••• 0101',
      challengeId: 'challenge-1',
      redirect: undefined,
    });
    expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/login')[0]?.body).toEqual({
      email: 'pat@example.com',
      password: 'S3cret!pass',
      role: 'participant',
      verificationSelection: 'email',
    });
    expect(await screen.findByText('Enter your login code')).toBeInTheDocument();
  });

  it('brings a team member who logs in with an invitation link to answer it on the dashboard', async () => {
    mockApi({
      'POST /api/authRoutes/login': () => ({
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0101', challengeId: 'challenge-1' },
        },
      }),
    });
    const { user, router } = renderApp('/teammember/login/inv_abc');

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toMatchObject({
      role: 'teamMember',
      mode: 'logIn',
      redirect: '/teammember/dashboard?invitationCode=inv_abc',
    });
  });

  it('shows the server’s message for wrong credentials and stays', async () => {
    mockApi({
      'POST /api/authRoutes/login': () => ({ status: 401, body: { message: 'Email or password is incorrect' } }),
    });
    const { user, router } = renderApp('/admin/login');

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Email or password is incorrect')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('sends an unverified account to verify its signup code', async () => {
    mockApi({
      'POST /api/authRoutes/login': () => ({
        status: 403,
        body: {
          message: 'Your account is not verified yet. Enter the code we sent you.',
          data: { challengeId: 'challenge-2' },
        },
      }),
    });
    const { user, router } = renderApp('/participant/login');

    await fillLogin(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toMatchObject({
      mode: 'signUp',
      role: 'participant',
      email: 'pat@example.com',
      challengeId: 'challenge-2',
    });
    expect(await screen.findByText('Confirm your account')).toBeInTheDocument();
  });

  it('shows the captcha when the server asks for one, and resubmits with its solution', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      'POST /api/authRoutes/login': () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 400,
              body: { message: 'Please complete the captcha', errors: { captcha: ['Please complete the captcha'] } },
            }
          : {
              body: {
                message: 'An OTP code has been sent to you',
                data: { phoneNo: '+1 ••• ••• 0101', challengeId: 'challenge-1' },
              },
            };
      },
    });
    const { user, router } = renderApp('/teammember/login');

    await fillLogin(user);
    expect(screen.queryByTestId('captcha')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const widget = await screen.findByTestId('captcha');
    expect(screen.getByText('Please complete the captcha')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(attempts).toBe(1);

    fireEvent(widget, new CustomEvent('statechange', { detail: { state: 'verified', payload: 'solved-payload' } }));
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/login')[1]?.body).toMatchObject({
      role: 'teamMember',
      captcha: 'solved-payload',
    });
  });
});
