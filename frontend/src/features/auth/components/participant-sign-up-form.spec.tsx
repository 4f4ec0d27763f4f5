import { identityMessages, validationMessages } from '@fundplay/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const captchaOff = { 'GET /api/captcha/challenge': () => ({ status: 404, body: { message: 'Captcha is off' } }) };

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Robin');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Young');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'robin@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'robin@example.com');
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '(555) 555-0199');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Month of birth' }), 'March');
  await user.type(screen.getByRole('textbox', { name: 'Year of birth' }), '2016');
  await user.type(screen.getByLabelText('Password'), 'S3cret!pass');
  await user.type(screen.getByLabelText('Confirm password'), 'S3cret!pass');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
}

describe('ParticipantSignUpForm', () => {
  it('shows the schemas’ messages and sends nothing while the form is invalid', async () => {
    const fetchMock = mockApi(captchaOff);
    const { user } = renderApp('/participant/signup');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'robin@');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(validationMessages.required('First name'))).toBeInTheDocument();
    expect(screen.getByText(validationMessages.email)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.password)).toBeInTheDocument();
    expect(screen.getByText(identityMessages.birthMonth)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.allChecks)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/participantRoutes/participantSignUp')).toHaveLength(0);
  });

  it('says when the emails or passwords do not match', async () => {
    const fetchMock = mockApi(captchaOff);
    const { user } = renderApp('/participant/signup');

    await fillValidForm(user);
    await user.type(screen.getByRole('textbox', { name: 'Confirm email' }), 'x');
    await user.type(screen.getByLabelText('Confirm password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText(validationMessages.emailsDoNotMatch)).toBeInTheDocument();
    expect(screen.getByText(validationMessages.passwordsDoNotMatch)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/participantRoutes/participantSignUp')).toHaveLength(0);
  });

  it('asks for the guardian’s email only when a guardian helps', async () => {
    mockApi(captchaOff);
    const { user } = renderApp('/participant/signup');

    const guardian = await screen.findByRole('checkbox', { name: /parent or guardian is helping/ });
    expect(screen.queryByRole('textbox', { name: /guardian email/i })).not.toBeInTheDocument();
    await user.click(guardian);
    expect(screen.getByRole('textbox', { name: /guardian email/i })).toBeInTheDocument();
  });

  it('explains the age rule kindly when the server refuses a child under 13', async () => {
    const fetchMock = mockApi({
      ...captchaOff,
      'POST /api/participantRoutes/participantSignUp': () => ({
        status: 400,
        body: { message: identityMessages.underThirteen },
      }),
    });
    const { user, router } = renderApp('/participant/signup');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(identityMessages.underThirteen);
    expect(screen.queryByRole('form', { name: 'Participant sign-up' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/participant/signup');
    expect(requestsTo(fetchMock, 'POST', '/api/participantRoutes/participantSignUp')[0]?.body).toMatchObject({
      birthMonth: 3,
      birthYear: 2016,
      phoneNo: '+15555550199',
    });
  });

  it('opens the signup code step after signing up', async () => {
    mockApi({
      ...captchaOff,
      'POST /api/participantRoutes/participantSignUp': () => ({
        status: 201,
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0199', challengeId: 'challenge-1' },
        },
      }),
    });
    const { user, router } = renderApp('/participant/signup');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toEqual({
      verificationSelection: 'phone',
      email: 'robin@example.com',
      role: 'participant',
      mode: 'signUp',
      phone: '+1 ••• ••• 0199',
      challengeId: 'challenge-1',
    });
  });

  it('locks name and email from a private invitation', async () => {
    mockApi({
      ...captchaOff,
      'POST /api/authRoutes/getInvitationData': ({ url }) =>
        url.searchParams.get('role') === 'participant' && url.searchParams.get('invitationCode') === 'inv123'
          ? {
              body: {
                data: {
                  firstName: 'Ina',
                  lastName: 'Vite',
                  email: 'ina@example.com',
                  phoneNumber: '',
                  fundRaisingId: { _id: 'f1', fundRaisingName: 'Spring Gala' },
                  groupId: null,
                  adminId: null,
                  expire: false,
                },
              },
            }
          : { status: 404, body: { message: identityMessages.invitationInvalid } },
    });
    renderApp('/participant/signup/inv123');

    await waitFor(() => expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ina'));
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ina@example.com');
    expect(screen.getByText('Spring Gala')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Phone number/ })).not.toHaveAttribute('readonly');
  });

  it('joins the fundraiser of a public link: names it, locks nothing and sends the code', async () => {
    const fetchMock = mockApi({
      ...captchaOff,
      'POST /api/authRoutes/getInvitationData': ({ url }) =>
        url.searchParams.get('invitationCode') === 'pub_spring'
          ? {
              body: {
                data: {
                  firstName: '',
                  lastName: '',
                  email: '',
                  phoneNumber: '',
                  fundRaisingId: { _id: '0b7c1f6e-1111-4000-8000-000000000001', fundRaisingName: 'Spring Gala' },
                  groupId: null,
                  adminId: null,
                  expire: false,
                },
              },
            }
          : { status: 404, body: { message: identityMessages.invitationInvalid } },
      'POST /api/participantRoutes/participantSignUp': () => ({
        status: 201,
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0199', challengeId: 'challenge-1' },
        },
      }),
    });
    const { user, router } = renderApp('/participant/signup/pub_spring');

    expect(await screen.findByText('Spring Gala')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(requestsTo(fetchMock, 'POST', '/api/participantRoutes/participantSignUp')[0]?.body).toMatchObject({
      email: 'robin@example.com',
      invitationCode: 'pub_spring',
    });
  }, 15_000);
});
