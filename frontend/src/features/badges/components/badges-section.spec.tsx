import { competeMessages, competeRouteTable } from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { badgeBoard, getBadgesRoute } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { BadgesSection } from './badges-section';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const section = () => screen.getByRole('region', { name: 'Badges' });

describe('BadgesSection', () => {
  it('shows all six badges, earned or locked, with the real count and progress', async () => {
    const fetchMock = mockApi(getBadgesRoute(badgeBoard(['firstDonation', 'socialSharer'], { communityStar: 4 })));
    renderWithProviders(<BadgesSection fundraiserId={fundraiserId} />);

    const all = await within(section()).findByRole('list', { name: 'All badges' });
    expect(within(all).getAllByRole('listitem')).toHaveLength(6);
    expect(section()).toHaveTextContent('2 of 6 earned');
    expect(section()).not.toHaveTextContent('4 of 25 earned');
    expect(within(all).getByRole('listitem', { name: 'First Donation: earned' })).toHaveTextContent(
      'Earned Mar 4, 2027',
    );
    expect(within(all).getByRole('listitem', { name: 'Social Sharer: earned' })).toBeInTheDocument();
    const star = within(all).getByRole('listitem', { name: 'Community Star: locked' });
    const progress = within(star).getByRole('progressbar', { name: 'Community Star progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '4');
    expect(progress).toHaveAttribute('aria-valuemax', '10');
    expect(star).toHaveTextContent('4/10');
    expect(within(section()).queryByText('No badges earned yet')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, competeRouteTable.getBadges)[0]?.url.searchParams.get('fundRaiserId')).toBe(
      fundraiserId,
    );
  });

  it('says No badges earned yet when none is earned, still showing what each takes', async () => {
    mockApi(getBadgesRoute(badgeBoard()));
    renderWithProviders(<BadgesSection fundraiserId={fundraiserId} />);

    expect(await within(section()).findByText('No badges earned yet')).toBeInTheDocument();
    expect(section()).toHaveTextContent('0 of 6 earned');
    expect(within(section()).getAllByRole('listitem', { name: /: locked$/ })).toHaveLength(6);
  });

  it('shows a board with no badge to earn (a team member’s) as an explanation, not as 0 of 0', async () => {
    mockApi(getBadgesRoute({ earned: 0, total: 0, badges: [] }));
    renderWithProviders(<BadgesSection fundraiserId={fundraiserId} supportedParticipant="Robin" />);

    expect(await within(section()).findByText('Badges are earned by participants.')).toBeInTheDocument();
    expect(section()).toHaveTextContent('Playing a game in Compete helps Robin toward the Team Leader badge.');
    expect(section()).not.toHaveTextContent('0 of 0 earned');
    expect(within(section()).queryByText('No badges earned yet')).not.toBeInTheDocument();
  });

  it('says when the badges could not be loaded', async () => {
    mockApi(
      mockRoute(competeRouteTable.getBadges, () => ({ status: 403, body: { message: competeMessages.notAMember } })),
    );
    renderWithProviders(<BadgesSection fundraiserId={fundraiserId} />);

    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Badges could not be loaded');
    expect(alert).toHaveTextContent(competeMessages.notAMember);
  });

  it('fetches the badges again when the fundraiser’s totals change', async () => {
    let board = badgeBoard();
    const fetchMock = mockApi({
      ...mockRoute(competeRouteTable.getBadges, () => ({ body: { message: 'OK', data: board } })),
    });
    renderWithProviders(<BadgesSection fundraiserId={fundraiserId} />);
    await within(section()).findByText('No badges earned yet');
    await waitFor(() => expect(fakeSocket.listensTo('fundraiser:totals')).toBe(true));

    board = badgeBoard(['firstDonation']);
    act(() => fakeSocket.emitFromServer('fundraiser:totals', { fundraiserId, version: 7 }));

    expect(await within(section()).findByText('1 of 6 earned')).toBeInTheDocument();
    expect(requestsTo(fetchMock, competeRouteTable.getBadges)).toHaveLength(2);
  });
});
