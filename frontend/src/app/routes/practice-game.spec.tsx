import { competeRouteTable } from '@fundplay/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { meRoute } from '@/features/memberships/testing/fixtures';
import { fundraiserGame } from '@/test/compete-fixtures';
import { mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('teamMember'));

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const game = fundraiserGame('freight-train', { fundRaiserId: fundraiserId, gameName: 'Rail Rush' });

function fromGame(source: Window, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: window.location.origin }));
  });
}

describe('/practice/{fundraiserId}/{gameId} for a fundraiser’s game', () => {
  it('loads the game by id for its slug, plays it for free, and returns to the member’s dashboard', async () => {
    const fetchMock = mockApi({
      ...meRoute(signInAs('teamMember')),
      ...mockRoute(competeRouteTable.getGame, ({ url }) =>
        url.searchParams.get('gameId') === game._id
          ? { body: { message: 'OK', data: game } }
          : { status: 404, body: { message: 'Game not found' } },
      ),
    });
    const { router } = renderApp(`/practice/${fundraiserId}/${game._id}`);

    const frame = await screen.findByTitle('Rail Rush (practice)');
    if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('expected a live iframe');
    expect(frame).toHaveAttribute('src', '/embed/freight-train/index.html');
    const postMessage = vi.spyOn(frame.contentWindow, 'postMessage');

    fromGame(frame.contentWindow, { type: 'Playcanvas_ready' });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'fundplay:init', fundRaisingID: fundraiserId, gameID: game._id, gameMode: 'practice', token: null },
      window.location.origin,
    );
    fromGame(frame.contentWindow, { type: 'Exit_Game', score: 80 });

    await waitFor(() => expect(router.state.location.pathname).toBe(`/teammember/dashboard/${fundraiserId}`));
    expect(requestsTo(fetchMock, competeRouteTable.startRun)).toHaveLength(0);
    expect(requestsTo(fetchMock, competeRouteTable.finishRun)).toHaveLength(0);
  });

  it('says when the game cannot be found, with a way back', async () => {
    mockApi({
      ...meRoute(signInAs('teamMember')),
      ...mockRoute(competeRouteTable.getGame, () => ({ status: 404, body: { message: 'Game not found' } })),
    });
    renderApp(`/practice/${fundraiserId}/${game._id}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Game not found');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `/teammember/dashboard/${fundraiserId}`);
  });
});
