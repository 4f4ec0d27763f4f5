import { competeRouteTable, type LiveFundraiser } from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { liveFundraiser, player } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

const fundraiserId = '7a1b2c3d-0000-4000-8000-000000000001';
const gliderId = '9a000000-0000-4000-8000-000000000001';
const gemsId = '9a000000-0000-4000-8000-000000000004';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function screenData(overrides: Partial<LiveFundraiser> = {}): LiveFundraiser {
  return liveFundraiser(fundraiserId, {
    groups: [
      { _id: 'g-red', groupName: 'Red Team', groupTarget: 200_000, groupTotalDonations: 90_000 },
      { _id: 'g-blue', groupName: 'Blue Team', groupTarget: 200_000, groupTotalDonations: 35_000 },
    ],
    games: [
      {
        _id: gliderId,
        gameName: 'Hang Glider',
        slug: 'hang-glider',
        version: 4,
        top: Array.from({ length: 7 }, (_, index) => player(index + 1)),
      },
      { _id: gemsId, gameName: 'Gem Crusher', slug: 'gem-crusher', version: 1, top: [] },
    ],
    recentDonations: [
      { _id: 'd2', donorName: 'Jane D.', amountCents: 2_500, message: 'Go Lincoln!', at: minutesAgo(2) },
      { _id: 'd1', donorName: 'Anonymous', amountCents: null, message: null, at: minutesAgo(90) },
    ],
    ...overrides,
  });
}

function openLive(data: () => LiveFundraiser) {
  const fetchMock = mockApi(
    mockRoute(competeRouteTable.getLiveFundraiser, ({ url }) =>
      url.searchParams.get('fundRaiserId') === fundraiserId
        ? { body: { message: 'OK', data: data() } }
        : { status: 404, body: { message: 'Fundraiser not found' } },
    ),
  );
  return { fetchMock, ...renderApp(`/live/${fundraiserId}`) };
}

const panel = (name: string) => screen.getByRole('region', { name });

describe('/live/{fundraiserId} (the big screen)', () => {
  it('shows the total, the progress, the group race, each game’s top 5 and the newest gifts, full screen', async () => {
    openLive(() => screenData());

    expect(await screen.findByRole('heading', { level: 1, name: 'Lincoln Spring Drive' })).toBeInTheDocument();
    // The site's navbar and footer step aside.
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    const raised = panel('Raised so far');
    expect(raised).toHaveTextContent('$1,250');
    expect(raised).toHaveTextContent('of $5,000 goal');
    expect(within(raised).getByRole('progressbar', { name: 'Progress toward the goal' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(raised).toHaveTextContent('25% of the goal');

    const race = within(panel('Group race')).getAllByRole('listitem');
    expect(race.map((row) => row.textContent)).toEqual(['1. Red Team$900 of $2,000', '2. Blue Team$350 of $2,000']);
    expect(
      within(panel('Group race')).getByRole('progressbar', { name: 'Red Team: raised of its goal' }),
    ).toHaveAttribute('aria-valuenow', '45');

    const gliders = within(panel('Top players')).getByRole('region', { name: 'Hang Glider top players' });
    expect(within(gliders).getAllByRole('listitem')).toHaveLength(5);
    expect(within(gliders).getAllByRole('listitem')[0]).toHaveTextContent('#1Player1 P.9,900');
    expect(within(panel('Top players')).getByRole('region', { name: 'Gem Crusher top players' })).toHaveTextContent(
      'No verified scores yet.',
    );

    const gifts = within(panel('Newest donations')).getAllByRole('listitem');
    expect(gifts[0]).toHaveTextContent(/^Jane D\.\$25“Go Lincoln!”2 minutes ago$/);
    // The donor hid the amount: none shows.
    expect(gifts[1]).toHaveTextContent(/^Anonymous1 hour ago$/);
  });

  it('updates without a reload when the totals or a game’s board change', async () => {
    let data = screenData();
    const { fetchMock } = openLive(() => data);
    await screen.findByRole('heading', { level: 1, name: 'Lincoln Spring Drive' });
    await waitFor(() => {
      expect(fakeSocket.listensTo('fundraiser:totals')).toBe(true);
      expect(fakeSocket.listensTo('leaderboard:changed')).toBe(true);
    });
    expect(fakeSocket.subscriptions()).toEqual(
      expect.arrayContaining([
        `fundraiser:${fundraiserId}`,
        `leaderboard:${fundraiserId}:${gliderId}`,
        `leaderboard:${fundraiserId}:${gemsId}`,
      ]),
    );
    const fetches = () => requestsTo(fetchMock, competeRouteTable.getLiveFundraiser).length;

    data = screenData({
      fundraiser: { ...data.fundraiser, totalFunding: 250_000 },
      recentDonations: [
        { _id: 'd3', donorName: 'Big Giver B.', amountCents: 125_000, message: null, at: minutesAgo(0) },
        ...data.recentDonations,
      ],
    });
    act(() => fakeSocket.emitFromServer('fundraiser:totals', { fundraiserId, version: 12 }));

    expect(await within(panel('Raised so far')).findByText('$2,500')).toBeInTheDocument();
    expect(panel('Raised so far')).toHaveTextContent('50% of the goal');
    expect(within(panel('Newest donations')).getAllByRole('listitem')[0]).toHaveTextContent(
      /^Big Giver B\.\$1,250just now$/,
    );
    expect(fetches()).toBe(2);

    // A board version the screen already shows changes nothing; a newer one is fetched.
    act(() => fakeSocket.emitFromServer('leaderboard:changed', { fundraiserId, gameId: gliderId, version: 4 }));
    expect(fetches()).toBe(2);
    data = {
      ...data,
      games: data.games.map((game) =>
        game._id === gemsId
          ? { ...game, version: 2, top: [player(1, { playerName: 'Gem Star G.', score: 777 })] }
          : game,
      ),
    };
    act(() => fakeSocket.emitFromServer('leaderboard:changed', { fundraiserId, gameId: gemsId, version: 2 }));

    const gems = within(panel('Top players')).getByRole('region', { name: 'Gem Crusher top players' });
    expect(await within(gems).findByText('Gem Star G.')).toBeInTheDocument();
    expect(fetches()).toBe(3);
  });

  it('draws each group against its own goal, not against the leader', async () => {
    openLive(() =>
      screenData({
        groups: [
          { _id: 'g-red', groupName: 'Red Team', groupTarget: 800_000, groupTotalDonations: 190_000 },
          { _id: 'g-blue', groupName: 'Blue Team', groupTarget: 200_000, groupTotalDonations: 150_000 },
        ],
      }),
    );

    const race = await screen.findByRole('region', { name: 'Group race' });
    // Blue raised less but is 75% of the way to its goal; Red is 23% of its own.
    expect(
      within(race)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual(['1. Blue Team$1,500 of $2,000', '2. Red Team$1,900 of $8,000']);
    const bar = (name: string) =>
      within(race).getByRole('progressbar', { name: `${name}: raised of its goal` }).firstElementChild as HTMLElement;
    expect(bar('Blue Team').style.width).toBe('75%');
    expect(bar('Red Team').style.width).toBe('23%');
  });

  it('shows a QR code and the short donate address readable across the room', async () => {
    openLive(() => screenData({ fundraiser: { ...screenData().fundraiser, slug: 'lincoln-spring-drive' } }));

    const give = await screen.findByRole('region', { name: 'Give now' });
    const address = `${window.location.host}/f/lincoln-spring-drive`;
    expect(give).toHaveTextContent(`Scan to give, or visit${address}`);
    expect(within(give).getByRole('img', { name: `QR code for ${address}` })).toHaveAttribute(
      'data-qr-value',
      `${window.location.origin}/f/lincoln-spring-drive`,
    );
  });

  it('takes a message off the screen at once when an admin hides it', async () => {
    let data = screenData();
    openLive(() => data);
    expect(await screen.findByText('“Go Lincoln!”')).toBeInTheDocument();
    await waitFor(() => expect(fakeSocket.listensTo('fundraiser:supporters')).toBe(true));

    data = { ...data, recentDonations: data.recentDonations.map((gift) => ({ ...gift, message: null })) };
    act(() => fakeSocket.emitFromServer('fundraiser:supporters', { fundraiserId, version: 2 }));

    await waitFor(() => expect(screen.queryByText('“Go Lincoln!”')).not.toBeInTheDocument());
    expect(within(panel('Newest donations')).getAllByRole('listitem')[0]).toHaveTextContent('Jane D.');
  });

  it('says when the big screen cannot be shown', async () => {
    mockApi(
      mockRoute(competeRouteTable.getLiveFundraiser, () => ({
        status: 404,
        body: { message: 'Fundraiser not found' },
      })),
    );
    renderApp(`/live/${fundraiserId}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('could not be shown');
    expect(alert).toHaveTextContent('Fundraiser not found');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
