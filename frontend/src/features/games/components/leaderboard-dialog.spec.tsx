import { competeRouteTable, type Leaderboard } from '@fundplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { leaderboard, player } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LeaderboardDialog } from './leaderboard-dialog';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const gameId = '9a000000-0000-4000-8000-000000000001';
const game = { _id: gameId, gameName: 'Hang Glider' };
const top10 = Array.from({ length: 10 }, (_, index) => player(index + 1));
const me = player(14, { playerName: 'Robin Y.', score: 4200 });

function mockBoard(board: () => Leaderboard) {
  return mockApi(mockRoute(competeRouteTable.leaderboard, () => ({ body: { message: 'OK', data: board() } })));
}

async function openBoard(groups?: { _id: string; groupName: string }[]) {
  const view = renderWithProviders(<LeaderboardDialog fundraiserId={fundraiserId} game={game} groups={groups} />);
  await view.user.click(screen.getByRole('button', { name: 'Leaderboard of Hang Glider' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Leaderboard · Hang Glider' }) };
}

describe('LeaderboardDialog', () => {
  it('shows the top 10, and the caller’s row with the players around them', async () => {
    const fetchMock = mockBoard(() =>
      leaderboard({
        fundraiserId,
        gameId,
        players: top10,
        totalPlayers: 23,
        me,
        around: [player(13), me, player(15)],
      }),
    );
    const { dialog } = await openBoard();

    const top = await within(dialog).findByRole('table', { name: 'Top players' });
    expect(within(top).getAllByRole('row')).toHaveLength(11);
    expect(within(top).getByRole('row', { name: /#1 Player1 P\. 9,900/ })).toBeInTheDocument();
    const around = within(dialog).getByRole('region', { name: 'Around you' });
    expect(around).toHaveTextContent('you are #14');
    const myRow = within(around).getByRole('row', { name: /Robin Y\./ });
    expect(myRow).toHaveAttribute('aria-current', 'true');
    expect(myRow).toHaveTextContent('4,200');
    expect(within(around).getAllByRole('row')).toHaveLength(4);
    expect(dialog).toHaveTextContent('23 players ranked');
    const [request] = requestsTo(fetchMock, competeRouteTable.leaderboard);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      fundRaiserId: fundraiserId,
      gameId,
      limit: '10',
    });
  });

  it('marks the caller inside the top 10 without repeating them', async () => {
    const mine = player(2, { playerName: 'Robin Y.' });
    mockBoard(() =>
      leaderboard({ fundraiserId, gameId, players: [player(1), mine, player(3)], me: mine, around: [player(1), mine] }),
    );
    const { dialog } = await openBoard();

    const top = await within(dialog).findByRole('table', { name: 'Top players' });
    expect(within(top).getByRole('row', { name: /Robin Y\./ })).toHaveAttribute('aria-current', 'true');
    expect(within(dialog).queryByRole('region', { name: 'Around you' })).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('You are #2');
  });

  it('says when nobody has a verified score yet', async () => {
    mockBoard(() => leaderboard({ fundraiserId, gameId }));
    const { dialog } = await openBoard();

    expect(await within(dialog).findByText(/No verified scores yet/)).toBeInTheDocument();
  });

  it('shows the level column for games ranked by level', async () => {
    mockBoard(() =>
      leaderboard({
        fundraiserId,
        gameId,
        order: 'level-asc-score-desc',
        players: [player(1, { level: 2 }), player(2, { level: 3 })],
      }),
    );
    const { dialog } = await openBoard();

    const top = await within(dialog).findByRole('table', { name: 'Top players' });
    expect(within(top).getByRole('columnheader', { name: 'Level' })).toBeInTheDocument();
    expect(within(top).getByRole('row', { name: /#2 Player2 P\. 3 9,800/ })).toBeInTheDocument();
  });

  it('refetches live when the server announces a newer board, and ignores older or other boards', async () => {
    let board = leaderboard({ fundraiserId, gameId, version: 5, players: [player(1)] });
    const fetchMock = mockBoard(() => board);
    const { dialog } = await openBoard();
    await within(dialog).findByRole('table', { name: 'Top players' });
    await waitFor(() => expect(fakeSocket.listensTo('leaderboard:changed')).toBe(true));
    expect(fakeSocket.subscriptions()).toContain(`leaderboard:${fundraiserId}:${gameId}`);
    const requests = () => requestsTo(fetchMock, competeRouteTable.leaderboard).length;

    act(() => {
      fakeSocket.emitFromServer('leaderboard:changed', { fundraiserId, gameId, version: 5 });
      fakeSocket.emitFromServer('leaderboard:changed', { fundraiserId, gameId: 'another-game', version: 9 });
      fakeSocket.emitFromServer('leaderboard:changed', { fundraiserId: 'another', gameId, version: 9 });
    });
    expect(requests()).toBe(1);

    board = leaderboard({
      fundraiserId,
      gameId,
      version: 6,
      players: [player(1, { playerName: 'Newcomer N.', score: 99_999 }), player(2)],
    });
    act(() => fakeSocket.emitFromServer('leaderboard:changed', { fundraiserId, gameId, version: 6 }));

    expect(await within(dialog).findByRole('row', { name: /Newcomer N\. 99,999/ })).toBeInTheDocument();
    expect(requests()).toBe(2);
  });

  it('shows one group’s board when chosen', async () => {
    const groupId = '0b7c1f6e-3333-4000-8000-000000000001';
    const fetchMock = mockApi(
      mockRoute(competeRouteTable.leaderboard, ({ url }) => ({
        body: {
          message: 'OK',
          data: leaderboard({
            fundraiserId,
            gameId,
            groupId: url.searchParams.get('groupId'),
            players: [player(1, { playerName: url.searchParams.get('groupId') ? 'Tiger T.' : 'Anyone A.' })],
          }),
        },
      })),
    );
    const { dialog, user } = await openBoard([{ _id: groupId, groupName: 'Tigers' }]);
    expect(await within(dialog).findByText('Anyone A.')).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Board' }), 'Tigers');

    expect(await within(dialog).findByText('Tiger T.')).toBeInTheDocument();
    expect(requestsTo(fetchMock, competeRouteTable.leaderboard).at(-1)?.url.searchParams.get('groupId')).toBe(groupId);
  });
});
