import type { SessionUser, VerifyOtpResult } from '@fundplay/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { mockApi, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import type { VerifyOtpState } from '../lib/verify-otp-state';

const participant: SessionUser = {
  id: '5f0c2d1e-0000-4000-8000-000000000001',
  email: 'pat@example.com',
  role: 'participant',
  firstName: 'Pat',
  lastName: 'Lee',
  phoneNo: '+15555550101',
  privileges: {
    fullAccess: false,
    startNewFundraiser: false,
    acceptStudentFund: false,
    sendEmailAndTexts: false,
    changeGoalsAndCause: false,
    addNewAdministrator: false,
  },
};

const session: VerifyOtpResult = {
  accessToken: 'token-abc',
  privileges: participant.privileges,
  lastName: participant.lastName,
  user: participant,
};

const loginState: VerifyOtpState = {
  email: 'pat@example.com',
  role: 'participant',
  mode: 'logIn',
  verificationSelection: 'phone',
  phone: '+1 ••• ••• 0101',
  challengeId: 'challenge-1',
};

const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 5/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('VerifyOtpForm', () => {
  it('sends the code, keeps the session and opens the dashboard a second later', async () => {
    const fetchMock = mockApi({
      'POST /api/authRoutes/verifyOtp': () => ({
        body: { message: 'Code verified successfully', data: session },
      }),
      'GET /api/authRoutes/me': () => ({ body: { data: participant } }),
    });
    const { user, router } = renderApp({ pathname: '/auth/verify', state: loginState });

    expect(await screen.findByText('+1 ••• ••• 0101')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 5' }));
    await user.paste('24680');

    expect(await screen.findByRole('status')).toHaveTextContent('Code verified successfully');
    expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/verifyOtp')[0]?.body).toEqual({
      email: 'pat@example.com',
      role: 'participant',
      verificationSelection: 'phone',
      mode: 'logIn',
      otp: '24680',
      challengeId: 'challenge-1',
    });
    expect(window.localStorage.getItem(storageKeys.fundToken)).toBe('token-abc');
    expect(JSON.parse(window.localStorage.getItem(storageKeys.userDetails) ?? 'null')).toEqual(participant);
    expect(router.state.location.pathname).toBe('/auth/verify');
    await waitFor(() => expect(router.state.location.pathname).toBe('/participant/dashboard'));
  });

  it('clears the boxes and shows the message when the code is wrong', async () => {
    mockApi({
      'POST /api/authRoutes/verifyOtp': () => ({ status: 400, body: { message: 'Code could not be verified' } }),
    });
    const { user } = renderApp({ pathname: '/auth/verify', state: loginState });

    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 5' }));
    await user.paste('11111');

    expect(await screen.findByRole('alert')).toHaveTextContent('Code could not be verified');
    await waitFor(() =>
      expect(
        boxes()
          .map((box) => (box as HTMLInputElement).value)
          .join(''),
      ).toBe(''),
    );
    expect(window.localStorage.getItem(storageKeys.fundToken)).toBeNull();
  });

  it('counts down before offering a new code, then restarts with the server’s wait', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /api/authRoutes/resendOtp': () => ({
        body: { message: 'An OTP code has been sent to you', data: { retryAfterSeconds: 45 } },
      }),
    });
    const { user } = renderApp({ pathname: '/auth/verify', state: loginState });

    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(screen.getByText(/You can ask for a new code in 0:(30|29)/)).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByText('You can ask for a new code now')).toBeInTheDocument();
    expect(resend).toBeEnabled();

    await user.click(resend);

    expect(await screen.findByText(/You can ask for a new code in 0:4[45]/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/resendOtp')[0]?.body).toEqual({
      email: 'pat@example.com',
      role: 'participant',
      verificationSelection: 'phone',
      mode: 'logIn',
    });
  });

  it('waits as long as the server says when it refuses a resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      'POST /api/authRoutes/resendOtp': () => ({
        status: 429,
        body: { message: 'Please wait before asking for another code.', data: { retryAfterSeconds: 90 } },
      }),
    });
    const { user } = renderApp({ pathname: '/auth/verify', state: loginState });
    await screen.findByRole('button', { name: 'Resend code' });
    await act(() => vi.advanceTimersByTimeAsync(30_000));

    await user.click(screen.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('Please wait before asking for another code.')).toBeInTheDocument();
    expect(await screen.findByText(/You can ask for a new code in 1:(30|29)/)).toBeInTheDocument();
  });

  it('offers a new code at once when the code was spent by too many wrong tries', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi({
      'POST /api/authRoutes/verifyOtp': () => ({
        status: 400,
        body: { message: 'Too many wrong codes. Ask for a new one.' },
      }),
      'POST /api/authRoutes/resendOtp': () => ({
        body: { message: 'An OTP code has been sent to you', data: { retryAfterSeconds: 30 } },
      }),
    });
    const { user } = renderApp({ pathname: '/auth/verify', state: loginState });
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();

    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 5' }));
    await user.paste('11111');

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many wrong codes. Ask for a new one.');
    expect(resend).toBeEnabled();
    expect(screen.getByText('You can ask for a new code now')).toBeInTheDocument();
    await user.click(resend);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/resendOtp')).toHaveLength(1));
  });

  it('sends visitors without a pending code to the login page', async () => {
    mockApi({});
    const { router } = renderApp('/auth/verify');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
