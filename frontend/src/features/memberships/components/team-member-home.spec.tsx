import {
  fundraiserMessages,
  fundraiserRouteTable,
  identityMessages,
  moneyRouteTable,
  type TeamMemberDashboard,
  type TeamMemberFundraisers,
  type TeamMemberInvitationRow,
} from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { getBadgesRoute } from '@/test/compete-fixtures';
import { signInAs } from '@/test/sign-in';
import { emptyTeamMemberFundraisersRefetchMs } from '../api/get-team-member-fundraisers';
import { fundraiserSummary, meRoute, paymentsConfigRoute } from '../testing/fixtures';

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('teamMember'));

const robin = { firstName: 'Robin', lastName: 'Young' };

afterEach(() => {
  vi.useRealTimers();
});

const invitation = (overrides: Partial<TeamMemberInvitationRow> = {}): TeamMemberInvitationRow => ({
  invitationCode: 'inv_spring',
  fundRaisingId: { _id: '0b7c1f6e-1111-4000-8000-000000000001', fundRaisingName: 'Spring Gala' },
  participant: robin,
  createdAt: '2027-03-02T10:00:00.000Z',
  ...overrides,
});

/** A fake server: answering an invitation moves it to the fundraisers (accepted) or drops it (rejected). */
function teamMemberServer(initial: TeamMemberFundraisers, extraRoutes = {}) {
  const state = structuredClone(initial);
  const user = signInAs('teamMember');
  const fetchMock = mockApi({
    ...meRoute(user),
    ...mockRoute(fundraiserRouteTable.getTeamMemberFundRaisers, () => ({ body: { message: 'OK', data: state } })),
    ...mockRoute(fundraiserRouteTable.invitationResponse, ({ body }) => {
      const { invitationCode, response } = body as { invitationCode: string; response: boolean };
      const answered = state.invitations.find((row) => row.invitationCode === invitationCode);
      state.invitations = state.invitations.filter((row) => row.invitationCode !== invitationCode);
      if (response && answered) {
        state.fundRaisers.push({
          ...fundraiserSummary({
            _id: answered.fundRaisingId._id,
            fundRaisingName: answered.fundRaisingId.fundRaisingName,
          }),
          participant: answered.participant,
        });
      }
      return {
        body: {
          message: response ? fundraiserMessages.invitationAccepted : fundraiserMessages.invitationRejected,
          data: null,
        },
      };
    }),
    ...extraRoutes,
  });
  return fetchMock;
}

describe('/teammember/dashboard', () => {
  it('accepts an invitation, which turns into one of the team member’s fundraisers', async () => {
    const fetchMock = teamMemberServer({ fundRaisers: [], invitations: [invitation()] });
    const { user } = renderApp('/teammember/dashboard');

    expect(await screen.findByText(fundraiserMessages.notPartOfAny)).toBeInTheDocument();
    const invitations = await screen.findByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByRole('listitem')).toHaveTextContent('Robin Young invited you to Spring Gala');

    await user.click(
      within(invitations).getByRole('button', { name: 'Accept the invitation to Spring Gala from Robin Young' }),
    );

    expect(await screen.findByText(fundraiserMessages.invitationAccepted)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.invitationResponse)[0]?.body).toEqual({
      invitationCode: 'inv_spring',
      response: true,
    });
    const card = await screen.findByRole('link', { name: 'Spring Gala' });
    expect(card).toHaveAttribute('href', '/teammember/dashboard/0b7c1f6e-1111-4000-8000-000000000001');
    expect(screen.getByText('Supporting Robin Young')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Invitations' })).not.toBeInTheDocument();
  });

  it('shows the fundraiser a just-signed-up team member is admitted to by the background job', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = { fundRaisers: [] as TeamMemberFundraisers['fundRaisers'], invitations: [] };
    const user = signInAs('teamMember');
    mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.getTeamMemberFundRaisers, () => ({ body: { message: 'OK', data: server } })),
    });
    renderApp('/teammember/dashboard');

    expect(await screen.findByText(fundraiserMessages.notPartOfAny)).toBeInTheDocument();
    server.fundRaisers = [{ ...fundraiserSummary(), participant: robin }];
    await act(() => vi.advanceTimersByTimeAsync(emptyTeamMemberFundraisersRefetchMs));

    expect(await screen.findByRole('link', { name: 'Spring Gala' })).toBeInTheDocument();
    expect(screen.getByText('Supporting Robin Young')).toBeInTheDocument();
    expect(screen.queryByText(fundraiserMessages.notPartOfAny)).not.toBeInTheDocument();
  });

  it('rejects an invitation', async () => {
    const fetchMock = teamMemberServer({ fundRaisers: [], invitations: [invitation()] });
    const { user } = renderApp('/teammember/dashboard');

    await user.click(
      await screen.findByRole('button', { name: 'Reject the invitation to Spring Gala from Robin Young' }),
    );

    expect(await screen.findByText(fundraiserMessages.invitationRejected)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.invitationResponse)[0]?.body).toEqual({
      invitationCode: 'inv_spring',
      response: false,
    });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Invitations' })).not.toBeInTheDocument());
    expect(screen.getByText(fundraiserMessages.notPartOfAny)).toBeInTheDocument();
  });

  it('says why answering failed, keeping the invitation', async () => {
    teamMemberServer(
      { fundRaisers: [], invitations: [invitation()] },
      mockRoute(fundraiserRouteTable.invitationResponse, () => ({
        status: 409,
        body: { message: fundraiserMessages.invitationUsed },
      })),
    );
    const { user } = renderApp('/teammember/dashboard');

    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Spring Gala from Robin Young' }),
    );

    expect(await screen.findByText(fundraiserMessages.invitationUsed)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Invitations' })).toBeInTheDocument();
  });

  it('offers the invitation it was opened with, and forgets it once answered', async () => {
    const fetchMock = teamMemberServer(
      { fundRaisers: [], invitations: [] },
      mockRoute(fundraiserRouteTable.getTeamMemberInvitationData, ({ url }) =>
        url.searchParams.get('invitationCode') === 'pub_robin'
          ? {
              body: {
                message: 'OK',
                data: {
                  expire: false,
                  firstName: '',
                  lastName: '',
                  email: '',
                  phoneNumber: '',
                  fundRaisingId: { _id: '0b7c1f6e-1111-4000-8000-000000000009', fundRaisingName: 'Maple Band' },
                  participant: robin,
                  isPublic: true,
                },
              },
            }
          : { status: 404, body: { message: identityMessages.invitationInvalid } },
      ),
    );
    const { user, router } = renderApp('/teammember/dashboard?invitationCode=pub_robin');

    await user.click(
      await screen.findByRole('button', { name: 'Accept the invitation to Maple Band from Robin Young' }),
    );

    expect(await screen.findByText(fundraiserMessages.invitationAccepted)).toBeInTheDocument();
    expect(requestsTo(fetchMock, fundraiserRouteTable.invitationResponse)[0]?.body).toEqual({
      invitationCode: 'pub_robin',
      response: true,
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends a signed-in team member who opens a signup invitation to answer it on the dashboard', async () => {
    teamMemberServer({ fundRaisers: [], invitations: [invitation()] });
    const { router } = renderApp('/teammember/signup/inv_spring');

    expect(
      await screen.findByRole('button', { name: 'Accept the invitation to Spring Gala from Robin Young' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/teammember/dashboard');
    expect(router.state.location.search).toBe('?invitationCode=inv_spring');
  });

  it('says when the invitation it was opened with has expired', async () => {
    teamMemberServer(
      { fundRaisers: [], invitations: [] },
      mockRoute(fundraiserRouteTable.getTeamMemberInvitationData, () => ({
        status: 410,
        body: { message: identityMessages.invitationExpired },
      })),
    );
    renderApp('/teammember/dashboard?invitationCode=inv_old');

    const invitations = await screen.findByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByRole('alert')).toHaveTextContent(identityMessages.invitationExpired);
  });
});

describe('/teammember/dashboard/{fundraiserId}', () => {
  const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';

  function openTeamDashboard(referalCode: string | null = null) {
    const user = signInAs('teamMember');
    const data: TeamMemberDashboard = {
      teamMember: {
        _id: '0b7c1f6e-6666-4000-8000-000000000001',
        firstName: 'Grace',
        lastName: 'Young',
        email: 'grace@example.com',
        phoneNo: '+15555550123',
        tokens: 0,
      },
      fundRaisers: fundraiserSummary(),
      participant: { ...robin, referalCode },
      games: [],
    };
    mockApi({
      ...meRoute(user),
      ...mockRoute(fundraiserRouteTable.teamMemberDashboard, () => ({ body: { message: 'OK', data } })),
      ...mockRoute(moneyRouteTable.getSponsor, () => ({ body: { message: 'OK', data: [] } })),
      ...paymentsConfigRoute,
      // The server's board for a team member: none of the badges is one a team member can earn.
      ...getBadgesRoute({ earned: 0, total: 0, badges: [] }),
    });
    return renderApp(`/teammember/dashboard/${fundraiserId}`);
  }

  it('shows the team member’s information, whom they support and honest empty sections', async () => {
    openTeamDashboard();

    const information = await screen.findByRole('region', { name: 'Information' });
    for (const text of ['Grace', 'Young', 'grace@example.com', '(555) 555-0123', '0', '$5,000']) {
      expect(within(information).getByText(text)).toBeInTheDocument();
    }
    expect(
      within(information)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['First name', 'Last name', 'Email', 'Phone', 'Tokens', 'Fundraiser goal']);
    expect(screen.getByText('Team member', { selector: 'p, span' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'You support' })).getByText('Robin Young')).toBeInTheDocument();
    expect(screen.getByText('This fundraiser currently has no games')).toBeInTheDocument();
    expect(await screen.findByText('No sponsors in this fundraiser yet')).toBeInTheDocument();
  });

  it('shows no badge a team member cannot earn, and how their play helps the participant', async () => {
    openTeamDashboard();

    const badges = await screen.findByRole('region', { name: 'Badges' });
    expect(await within(badges).findByText('Badges are earned by participants.')).toBeInTheDocument();
    expect(badges).toHaveTextContent('Playing a game in Compete helps Robin toward the Team Leader badge.');
    expect(within(badges).queryByRole('list', { name: 'All badges' })).not.toBeInTheDocument();
    expect(badges).not.toHaveTextContent(/\d+ of \d+ earned/);
    expect(badges).not.toHaveTextContent('No badges earned yet');
  });

  it('links to the participant’s donation page to give, with its link to copy', async () => {
    const { user } = openTeamDashboard('ref_robin42');

    const support = await screen.findByRole('region', { name: 'You support' });
    expect(within(support).getByRole('link', { name: 'Give to Robin' })).toHaveAttribute('href', '/donate/ref_robin42');
    const link = within(support).getByRole('textbox', { name: 'Robin’s referral link' });
    expect(link).toHaveValue(`${window.location.origin}/donate/ref_robin42`);

    await user.click(within(support).getByRole('button', { name: /Copy/ }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/donate/ref_robin42`);
    // Without the browser's share sheet, there is no Share button that would do nothing.
    expect(within(support).queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
  });

  it('shares the participant’s page through the browser’s share sheet where there is one', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      const { user } = openTeamDashboard('ref_robin42');

      const support = await screen.findByRole('region', { name: 'You support' });
      await user.click(within(support).getByRole('button', { name: 'Share Robin’s page' }));

      expect(share).toHaveBeenCalledExactlyOnceWith({
        title: `Support Robin in ${fundraiserSummary().fundRaisingName}`,
        text: `Give to Robin's fundraiser, ${fundraiserSummary().fundRaisingName}.`,
        url: `${window.location.origin}/donate/ref_robin42`,
      });
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('says the participant has no referral link yet instead of a dead link', async () => {
    openTeamDashboard(null);

    const support = await screen.findByRole('region', { name: 'You support' });
    expect(support).toHaveTextContent('Robin has no referral link yet.');
    expect(within(support).queryByRole('link', { name: /Give to/ })).not.toBeInTheDocument();
    expect(within(support).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
