import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameFrame, postGameRedirectMs, type GameFrameProps } from './game-frame';

const props: GameFrameProps = {
  slug: 'gem-crusher',
  gameName: 'Gem Crusher',
  fundRaisingID: 'public',
  gameID: 'gem-crusher',
  gameMode: 'practice',
  token: null,
  exitTo: '/games',
};

function renderFrame(overrides: Partial<GameFrameProps> = {}) {
  const router = createMemoryRouter(
    [
      { path: '/practice', element: <GameFrame {...props} {...overrides} /> },
      { path: '/games', element: <h1>Games page</h1> },
    ],
    { initialEntries: ['/practice'] },
  );
  render(<RouterProvider router={router} />);
  const frame = screen.getByTitle(/^Gem Crusher/);
  if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('expected a live iframe');
  return { router, frame, gameWindow: frame.contentWindow };
}

/** Delivers a message to the host page as if `source` posted it from `origin`. */
function receive(data: unknown, { source, origin = window.location.origin }: { source: Window; origin?: string }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('GameFrame', () => {
  it('embeds the game from its /embed folder and starts out loading', () => {
    const { frame } = renderFrame();

    expect(frame).toHaveAttribute('src', '/embed/gem-crusher/index.html');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Gem Crusher…');
  });

  it('becomes ready and sends the init message to the game on its own origin only', () => {
    const { gameWindow } = renderFrame();
    const postMessage = vi.spyOn(gameWindow, 'postMessage');

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'fundplay:init', fundRaisingID: 'public', gameID: 'gem-crusher', gameMode: 'practice', token: null },
      window.location.origin,
    );
  });

  it('ignores messages from another origin, another window or in an unknown shape', () => {
    const { gameWindow } = renderFrame();
    const postMessage = vi.spyOn(gameWindow, 'postMessage');

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow, origin: 'https://evil.example' });
    receive({ type: 'Playcanvas_ready' }, { source: window });
    receive({ type: 'Exit_Game' }, { source: window });
    receive('Playcanvas_ready', { source: gameWindow });
    receive({ type: 'Exit_Game', score: 'lots' }, { source: gameWindow });

    expect(screen.getByRole('status')).toHaveTextContent('Loading Gem Crusher…');
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('passes a compete run its token, and tells the player when they have no tokens', () => {
    const { gameWindow } = renderFrame({ gameMode: 'play', fundRaisingID: 'f-1', token: 'session-token' });
    const postMessage = vi.spyOn(gameWindow, 'postMessage');

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });
    receive({ type: 'No_Tokens' }, { source: gameWindow });

    expect(postMessage).toHaveBeenCalledWith(
      expect.objectContaining({ fundRaisingID: 'f-1', gameMode: 'play', token: 'session-token' }),
      window.location.origin,
    );
    expect(screen.getByRole('status')).toHaveTextContent('You do not have any tokens!');
  });

  it('gives a compete run the seed the server issued', () => {
    const { gameWindow } = renderFrame({ gameMode: 'play', fundRaisingID: 'f-1', token: 'session-token', seed: 42 });
    const postMessage = vi.spyOn(gameWindow, 'postMessage');

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });

    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      {
        type: 'fundplay:init',
        fundRaisingID: 'f-1',
        gameID: 'gem-crusher',
        gameMode: 'play',
        token: 'session-token',
        seed: 42,
      },
      window.location.origin,
    );
  });

  it('stays on its summary while told to hold (the server is still verifying)', () => {
    vi.useFakeTimers();
    const { router, gameWindow } = renderFrame({ summary: <p>Verifying…</p>, holdExit: true });

    receive({ type: 'Exit_Game', score: 10 }, { source: gameWindow });
    act(() => {
      vi.advanceTimersByTime(5 * postGameRedirectMs);
    });
    expect(router.state.location.pathname).toBe('/practice');
    expect(screen.getByRole('status')).toHaveTextContent('Verifying…');
    expect(screen.getByRole('status')).not.toHaveTextContent('Final score');
  });

  it('thanks the player on exit, reports the result and leaves one second later', () => {
    vi.useFakeTimers();
    const onExit = vi.fn();
    const { router, gameWindow } = renderFrame({ onExit });

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });
    receive({ type: 'Exit_Game', score: 1200 }, { source: gameWindow });
    receive({ type: 'Exit_Game', score: 9999 }, { source: gameWindow });

    expect(screen.getByRole('status')).toHaveTextContent('Thanks for playing!');
    expect(onExit).toHaveBeenCalledExactlyOnceWith({ score: 1200, replay: undefined });

    act(() => {
      vi.advanceTimersByTime(postGameRedirectMs - 1);
    });
    expect(router.state.location.pathname).toBe('/practice');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(router.state.location.pathname).toBe('/games');
  });

  it('keeps a finished game finished when late messages arrive', () => {
    const { gameWindow } = renderFrame();

    receive({ type: 'Exit_Game' }, { source: gameWindow });
    receive({ type: 'No_Tokens' }, { source: gameWindow });

    expect(screen.getByRole('status')).toHaveTextContent('Thanks for playing!');
  });

  it('leaves through the Exit button while the game is loading', async () => {
    const { router } = renderFrame();

    act(() => screen.getByRole('button', { name: 'Exit game' }).click());

    expect(router.state.location.pathname).toBe('/games');
    expect(await screen.findByRole('heading', { name: 'Games page' })).toBeInTheDocument();
  });

  it('puts nothing over a running game: once ready, Exit is the game HUD’s own, beside its score', () => {
    const { gameWindow } = renderFrame();

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });

    expect(screen.queryByRole('button', { name: 'Exit game' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the final score the game exits with until it leaves', () => {
    vi.useFakeTimers();
    const { gameWindow } = renderFrame({ gameMode: 'play', token: 'session-token' });

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });
    receive({ type: 'Exit_Game', score: 1200 }, { source: gameWindow });

    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent('Thanks for playing!');
    expect(summary).toHaveTextContent(/Final score\s*1200/);
    expect(summary).toHaveTextContent('Sent for verification');
    act(() => {
      vi.advanceTimersByTime(postGameRedirectMs - 1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('1200');
  });

  it('shows no score when the game leaves without a run', () => {
    const { gameWindow } = renderFrame();

    receive({ type: 'Playcanvas_ready' }, { source: gameWindow });
    receive({ type: 'Exit_Game' }, { source: gameWindow });

    expect(screen.getByRole('status')).toHaveTextContent('Thanks for playing!');
    expect(screen.getByRole('status')).not.toHaveTextContent('Final score');
  });
});
