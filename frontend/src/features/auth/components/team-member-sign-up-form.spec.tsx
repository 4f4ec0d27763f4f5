import {
  fundraiserRouteTable,
  identityMessages,
  identityRouteTable,
  validationMessages,
  type TeamMemberInvitationData,
} from '@fundplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, mockRoute, requestsTo, type MockRoutes } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const captchaOff = { 'GET /api/captcha/challenge': () => ({ status: 404, body: { message: 'Captcha is off' } }) };

const privateInvitation: TeamMemberInvitationData = {
  expire: false,
  firstName: 'Grace',
  lastName: 'Young',
  email: 'grace@example.com',
  phoneNumber: '',
  fundRaisingId: { _id: '0b7c1f6e-1111-4000-8000-000000000001', fundRaisingName: 'Spring Gala' },
  participant: { firstName: 'Robin', lastName: 'Young' },
  isPublic: false,
};

function withInvitation(invitation: TeamMemberInvitationData, routes: MockRoutes = {}) {
  return mockApi({
    ...captchaOff,
    ...mockRoute(fundraiserRouteTable.getTeamMemberInvitationData, () => ({
      body: { message: 'OK', data: invitation },
    })),
    ...routes,
  });
}

async function answerGuardian(user: ReturnType<typeof renderApp>['user'], answer: 'Yes' | 'No') {
  await user.click(await screen.findByRole('radio', { name: answer }));
}

describe('/teammember/signup/{invitationCode}', () => {
  it('names who invited the visitor to which fundraiser, and asks about guardianship first', async () => {
    withInvitation(privateInvitation);
    renderApp('/teammember/signup/inv_grace');

    expect(await screen.findByText('Spring Gala')).toBeInTheDocument();
    expect(screen.getByText('Robin Young')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Are you signing up as a parent or guardian?' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I have an existing account' })).toHaveAttribute(
      'href',
      '/teammember/login/inv_grace',
    );
  });

  it('asks for the guardian email only from guardians', async () => {
    withInvitation(privateInvitation);
    const { user } = renderApp('/teammember/signup/inv_grace');

    await answerGuardian(user, 'No');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Guardian email/ })).not.toBeInTheDocument();

    await answerGuardian(user, 'Yes');
    expect(screen.getByRole('textbox', { name: /Guardian email/ })).toBeInTheDocument();
  });

  it('locks the email of a private invitation and prefills the name', async () => {
    withInvitation(privateInvitation);
    const { user } = renderApp('/teammember/signup/inv_grace');

    await answerGuardian(user, 'No');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('grace@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Confirm email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    expect(screen.getByRole('textbox', { name: 'First name' })).not.toHaveAttribute('readonly');
  });

  it('leaves the email open on a public team link', async () => {
    withInvitation({ ...privateInvitation, firstName: '', lastName: '', email: '', isPublic: true });
    const { user } = renderApp('/teammember/signup/pub_robin');

    await answerGuardian(user, 'No');
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('');
    expect(email).not.toHaveAttribute('readonly');
  });

  it('validates as the visitor types and keeps Sign up disabled while anything is wrong', async () => {
    withInvitation({ ...privateInvitation, isPublic: true, email: '' });
    const { user } = renderApp('/teammember/signup/pub_robin');

    await answerGuardian(user, 'No');
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'grace@');

    expect(await screen.findByText(validationMessages.email)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'example.com');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled());
  });

  it('signs up with the invitation and opens the signup code step', async () => {
    const fetchMock = withInvitation(
      privateInvitation,
      mockRoute(identityRouteTable.teamMemberSignUp, () => ({
        status: 201,
        body: { message: identityMessages.otpSent, data: { phoneNo: '+1 ••• ••• 0199', challengeId: 'challenge-1' } },
      })),
    );
    const { user, router } = renderApp('/teammember/signup/inv_grace');

    await answerGuardian(user, 'Yes');
    await user.type(await screen.findByRole('textbox', { name: /Phone number/ }), '(555) 555-0199');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month of birth' }), 'March');
    await user.type(screen.getByRole('textbox', { name: 'Year of birth' }), '1980');
    await user.type(screen.getByRole('textbox', { name: /Guardian email/ }), 'kid@example.com');
    await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
    await user.type(screen.getByLabelText('Confirm password'), 'S3cret!pass');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(validationMessages.allChecks)).toBeInTheDocument();
    expect(requestsTo(fetchMock, identityRouteTable.teamMemberSignUp)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('checkbox', { name: /authorized to create this account/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toEqual({
      verificationSelection: 'phone',
      email: 'grace@example.com',
      role: 'teamMember',
      mode: 'signUp',
      phone: '+1 ••• ••• 0199',
      challengeId: 'challenge-1',
    });
    expect(requestsTo(fetchMock, identityRouteTable.teamMemberSignUp)[0]?.body).toMatchObject({
      firstName: 'Grace',
      lastName: 'Young',
      email: 'grace@example.com',
      confirmEmail: 'grace@example.com',
      phoneNo: '+15555550199',
      birthMonth: 3,
      birthYear: 1980,
      isGuardian: true,
      guardianEmail: 'kid@example.com',
      invitationCode: 'inv_grace',
      termsAccepted: true,
      privacyAccepted: true,
      authorizedAccepted: true,
    });
  }, 15_000);

  it.each([
    ['the invitation says so', { body: { message: 'OK', data: { ...privateInvitation, expire: true } } }],
    ['the server answers 410', { status: 410, body: { message: identityMessages.invitationExpired } }],
  ] as const)('warns that an expired invitation expired when %s, without a form', async (_case, answer) => {
    mockApi({ ...captchaOff, ...mockRoute(fundraiserRouteTable.getTeamMemberInvitationData, () => answer) });
    renderApp('/teammember/signup/inv_old');

    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.invitationExpired);
    expect(screen.queryByRole('form', { name: 'Team member sign-up' })).not.toBeInTheDocument();
  });

  it('says when the invitation code is unknown', async () => {
    mockApi({
      ...captchaOff,
      ...mockRoute(fundraiserRouteTable.getTeamMemberInvitationData, () => ({
        status: 404,
        body: { message: identityMessages.invitationInvalid },
      })),
    });
    renderApp('/teammember/signup/nope');

    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.invitationInvalid);
    expect(screen.queryByRole('form', { name: 'Team member sign-up' })).not.toBeInTheDocument();
  });
});
