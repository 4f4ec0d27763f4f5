import {
  fundraiserMessages,
  fundraiserRouteTable,
  identityRouteTable,
  type InvitationData,
  type SessionUser,
} from '@fundplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { fundTokenAtom, sessionUserAtom } from '@/features/auth/states/session';
import { meRoute } from '@/features/memberships/testing/fixtures';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';

const code = 'Qm9va0ZhaXJJbnZpdGF0aW9uQ29kZTEy';
const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';

const invitation = (overrides: Partial<InvitationData> = {}): InvitationData => ({
  firstName: 'Sam',
  lastName: 'Doe',
  email: 'someone@example.com',
  phoneNumber: '',
  fundRaisingId: { _id: fundraiserId, fundRaisingName: 'Spring Gala' },
  groupId: null,
  adminId: '5f0c2d1e-0000-4000-8000-0000000000bb',
  expire: false,
  ...overrides,
});

/** The session a verified login leaves, in the store the running app already reads. */
function signInParticipant(): SessionUser {
  const user = signInAs('participant');
  getDefaultStore().set(fundTokenAtom, 'token-1');
  getDefaultStore().set(sessionUserAtom, user);
  return user;
}

beforeEach(() => {
  getDefaultStore().set(fundTokenAtom, null);
  getDefaultStore().set(sessionUserAtom, null);
});

describe('/participant/signup/{invitationcode}', () => {
  it('lets a signed-in participant join the invitation’s fundraiser instead of signing up', async () => {
    const user = signInParticipant();
    const fetchMock = mockApi({
      ...meRoute(user),
      ...mockRoute(identityRouteTable.getInvitationData, () => ({ body: { message: '', data: invitation() } })),
      ...mockRoute(fundraiserRouteTable.requestToJoinNewFundRaising, () => ({
        body: { message: fundraiserMessages.invitationAccepted, data: null },
      })),
    });
    const { user: person, router } = renderApp(`/participant/signup/${code}`);

    const join = await screen.findByRole('button', { name: 'Join Spring Gala' });
    expect(screen.getByRole('heading', { level: 1, name: 'You are invited to Spring Gala' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Participant sign-up' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, identityRouteTable.getInvitationData)[0]?.url.searchParams.get('role')).toBe(
      'participant',
    );

    await person.click(join);

    expect(await screen.findByText(fundraiserMessages.invitationAccepted)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.requestToJoinNewFundRaising).map((r) => r.body)).toEqual([
      { fundRaisingId: fundraiserId, invitationCode: code },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/participant/dashboard/${fundraiserId}`));
  });

  it('says so, and offers no Join, when the private invitation was sent to another email', async () => {
    const user = signInParticipant();
    const fetchMock = mockApi({
      ...meRoute(user),
      ...mockRoute(identityRouteTable.getInvitationData, () => ({
        body: { message: '', data: invitation({ email: 'ivy@example.com' }) },
      })),
    });
    renderApp(`/participant/signup/${code}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(fundraiserMessages.invitationEmailMismatch);
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.requestToJoinNewFundRaising)).toHaveLength(0);
  });

  it('keeps the form for a signed-out visitor, whose login through the dialog comes back to the invitation', async () => {
    mockApi({
      'GET /api/captcha/challenge': () => ({ status: 404, body: { message: 'Captcha is off' } }),
      ...mockRoute(identityRouteTable.getInvitationData, () => ({ body: { message: '', data: invitation() } })),
      ...mockRoute(identityRouteTable.login, () => ({
        body: {
          message: 'An OTP code has been sent to you',
          data: { phoneNo: '+1 ••• ••• 0102', challengeId: 'challenge-1' },
        },
      })),
    });
    const { user: person, router } = renderApp(`/participant/signup/${code}`);

    expect(await screen.findByRole('form', { name: 'Participant sign-up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Join/ })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'I have an existing account' }));
    const dialog = await screen.findByRole('dialog');
    await person.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'someone@example.com');
    await person.type(within(dialog).getByLabelText('Password'), 'S3cret!pass');
    await person.click(within(dialog).getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
    expect(router.state.location.state).toMatchObject({
      role: 'participant',
      mode: 'logIn',
      redirect: `/participant/signup/${code}`,
    });
  });
});
