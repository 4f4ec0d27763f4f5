import type { SessionUser } from '@fundplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storageKeys } from '@/lib/storage-keys';
import { mockApi, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const participant: SessionUser = {
  id: '5f0c2d1e-0000-4000-8000-000000000003',
  email: 'pat@example.com',
  role: 'participant',
  firstName: 'Pat',
  lastName: 'Lee',
  phoneNo: '+15555550103',
  privileges: {
    fullAccess: false,
    startNewFundraiser: false,
    acceptStudentFund: false,
    sendEmailAndTexts: false,
    changeGoalsAndCause: false,
    addNewAdministrator: false,
  },
};

function signedIn(changePasswordAnswer: { status?: number; body: unknown }) {
  window.localStorage.setItem(storageKeys.fundToken, 'token-1');
  window.localStorage.setItem(storageKeys.userDetails, JSON.stringify(participant));
  return mockApi({
    'GET /api/authRoutes/me': () => ({ body: { data: participant } }),
    'POST /api/authRoutes/changePassword': () => changePasswordAnswer,
  });
}

describe('ChangePasswordForm', () => {
  it('asks a signed-out visitor to log in, and shows where', async () => {
    mockApi({});
    renderApp('/change-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to change your password.');
    expect(screen.getByRole('link', { name: 'login page' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('asks a signed-in person for the current password before sending anything', async () => {
    const fetchMock = signedIn({ body: { message: 'Your password has been changed', data: null } });
    const { user } = renderApp('/change-password');

    await user.type(await screen.findByLabelText('New password'), 'Brand2$new');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand2$new');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/changePassword')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'Old1!pass');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/changePassword')[0]?.body).toEqual({
        email: 'pat@example.com',
        role: 'participant',
        currentPassword: 'Old1!pass',
        password: 'Brand2$new',
        confirmPassword: 'Brand2$new',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed');
  });

  it('shows the server’s refusal of a wrong current password under its field', async () => {
    signedIn({
      status: 400,
      body: {
        message: 'Your current password is incorrect',
        errors: { currentPassword: ['Your current password is incorrect'] },
      },
    });
    const { user } = renderApp('/change-password');

    await user.type(await screen.findByLabelText('Current password'), 'Wrong1!pass');
    await user.type(screen.getByLabelText('New password'), 'Brand2$new');
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand2$new');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    await waitFor(() => expect(current).toHaveAccessibleDescription(/Your current password is incorrect/));
    // Said once, under the field: no toast repeats it (give sonner the chance to load and show one).
    await import('sonner');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getAllByText('Your current password is incorrect')).toHaveLength(1);
  });

  it('does not ask for the current password with a reset grant', async () => {
    const fetchMock = mockApi({
      'POST /api/authRoutes/changePassword': () => ({
        body: { message: 'Your password has been changed', data: null },
      }),
    });
    const { user } = renderApp({
      pathname: '/change-password',
      state: { resetToken: 'grant-1', email: 'pat@example.com', role: 'participant' },
    });

    await user.type(await screen.findByLabelText('New password'), 'Brand2$new');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm new password'), 'Brand2$new');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', '/api/authRoutes/changePassword')[0]?.body).toEqual({
        email: 'pat@example.com',
        role: 'participant',
        password: 'Brand2$new',
        confirmPassword: 'Brand2$new',
      }),
    );
  });
});
