import {
  competeMessages,
  competeRouteTable,
  fundraiserRouteTable,
  type CompeteRunResult,
  type CompeteRunStart,
  type ParticipantDashboard,
} from '@fundplay/contracts';
import { gameInstructions } from '@fundplay/game-instructions';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fundraiserSummary, meRoute } from '@/features/memberships/testing/fixtures';
import { fundraiserGame } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, requestsTo, type MockRoutes, type MockResponse } from '@/test/mock-api';
import { renderApp } from '@/test/render';
import { signInAs } from '@/test/sign-in';

await vi.hoisted(async () => (await import('@/test/sign-in')).signInAs('participant'));
vi.mock('@/lib/socket', () => ({ getSocket: () => createFakeSocket() }));

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const game = fundraiserGame('hang-glider', { fundRaiserId: fundraiserId, gameName: 'Gym Gliders' });
const seed = 3_141_592_653;
const replay = {
  game: 'hang-glider',
  seed,
  inputs: [
    [0, 'press'],
    [42, 'release'],
  ],
  claimedScore: 4200,
};
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function participantDashboard(tokens: number, raised = { totalDonations: 0, earnedTokens: 0 }): ParticipantDashboard {
  return {
    participant: {
      _id: '0b7c1f6e-4444-4000-8000-000000000001',
      firstName: 'Robin',
      lastName: 'Young',
      email: 'robin@example.com',
      tokens,
      cashEarned: 0,
      ...raised,
    },
    fundRaiser: fundraiserSummary(),
    group: null,
    contacts: [],
    participantRefferalsCodes: [],
    teamMemberGenernalInvetationLink: null,
    teamMembers: [],
    games: [game],
  };
}

const started = (runId: string): CompeteRunStart => ({
  runId,
  ticket: 'ticket-0123456789abcdef',
  seed,
  gameId: game._id,
  slug: 'hang-glider',
  expiresAt: '2027-03-04T10:30:00.000Z',
  tokens: 2,
});

const verified: CompeteRunResult = {
  runId: 'set-by-the-test',
  verified: true,
  score: 4200,
  level: 3,
  rank: 2,
  personalBest: true,
  previousRank: 5,
  bestScore: 4200,
};

function openCompete({
  tokens = 3,
  startRun = ({ body }: { body: unknown }) => ({
    body: { message: 'OK', data: started((body as { runId: string }).runId) },
  }),
  finishRun = () => ({ body: { message: 'OK', data: verified } }),
  routes = {},
  raised,
}: {
  tokens?: number;
  raised?: { totalDonations: number; earnedTokens: number };
  startRun?: (request: { body: unknown }) => MockResponse;
  finishRun?: () => MockResponse;
  routes?: MockRoutes;
} = {}) {
  const user = signInAs('participant');
  const fetchMock = mockApi({
    ...meRoute(user),
    ...mockRoute(fundraiserRouteTable.getParticipantDashboardByFundRaisingId, () => ({
      body: { message: 'OK', data: participantDashboard(tokens, raised) },
    })),
    ...mockRoute(competeRouteTable.getGame, () => ({ body: { message: 'OK', data: game } })),
    [`POST ${competeRouteTable.startRun.path}`]: startRun,
    [`POST ${competeRouteTable.finishRun.path}`]: finishRun,
    ...routes,
  });
  return { fetchMock, ...renderApp(`/play/${fundraiserId}/${game._id}`) };
}

/** The game's iframe, once the run has started. */
async function gameWindow() {
  const frame = await screen.findByTitle('Gym Gliders (compete)');
  if (!(frame instanceof HTMLIFrameElement) || !frame.contentWindow) throw new Error('expected a live iframe');
  return frame.contentWindow;
}

function fromGame(source: Window, data: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source, origin: window.location.origin }));
  });
}

describe('/play/{fundraiserId}/{gameId} (Compete)', () => {
  it('starts a run, plays it with the server’s seed, verifies the replay, shows score and rank, then goes back', async () => {
    const { fetchMock, user, router } = openCompete();

    const card = await screen.findByRole('heading', { level: 1, name: 'Gym Gliders' });
    expect(card.parentElement).toHaveTextContent('Competing spends 1 token — you have 3.');
    expect(screen.getByRole('link', { name: 'Practice instead' })).toHaveAttribute(
      'href',
      `/practice/${fundraiserId}/${game._id}`,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const sent = requestsTo(fetchMock, competeRouteTable.startRun);
    expect(sent).toHaveLength(1);
    const { runId } = sent[0]?.body as { runId: string };
    expect(runId).toMatch(uuid);
    expect(sent[0]?.body).toEqual({ runId, fundRaiserId: fundraiserId, gameId: game._id });

    const gameView = await gameWindow();
    const postMessage = vi.spyOn(gameView, 'postMessage');
    fromGame(gameView, { type: 'Playcanvas_ready' });
    expect(postMessage).toHaveBeenCalledExactlyOnceWith(
      {
        type: 'fundplay:init',
        fundRaisingID: fundraiserId,
        gameID: game._id,
        gameMode: 'play',
        token: 'token-1',
        seed,
      },
      window.location.origin,
    );

    fromGame(gameView, { type: 'Exit_Game', score: 4200, replay });

    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('Thanks for playing!');
    await within(summary).findByText(competeMessages.runVerified);
    const shownAt = Date.now();
    expect(summary).toHaveTextContent(/Final score\s*4,200/);
    expect(summary).toHaveTextContent('Rank #2 on the leaderboard');
    expect(summary).toHaveTextContent('New personal best!');
    expect(requestsTo(fetchMock, competeRouteTable.finishRun).map(({ body }) => body)).toEqual([
      { runId, ticket: 'ticket-0123456789abcdef', replay },
    ]);
    expect(router.state.location.pathname).toBe(`/play/${fundraiserId}/${game._id}`);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/participant/dashboard/${fundraiserId}`));
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(850);

    // The dashboard keeps the outcome until it is dismissed: score, rank and its move, personal best.
    const lastRun = await screen.findByRole('region', { name: 'Gym Gliders' });
    expect(lastRun).toHaveTextContent('Your last run');
    expect(lastRun).toHaveTextContent('4,200');
    expect(lastRun).toHaveTextContent(competeMessages.runVerified);
    expect(lastRun).toHaveTextContent(/Rank\s*#2\s*Up 3 places/);
    expect(lastRun).toHaveTextContent(/Personal best\s*4,200\s*New personal best!/);
    expect(within(lastRun).getByRole('link', { name: 'Compete again' })).toHaveAttribute(
      'href',
      `/play/${fundraiserId}/${game._id}`,
    );
    await user.click(within(lastRun).getByRole('button', { name: 'Dismiss your last run' }));
    expect(screen.queryByRole('region', { name: 'Gym Gliders' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('fundplay.lastCompeteRun')).toBeNull();
  });

  it('tells how to play the game on the card, before Start, in the words the game itself shows', async () => {
    openCompete();

    const howToPlay = await screen.findByRole('region', { name: 'How to play' });
    expect(
      within(howToPlay)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(gameInstructions['hang-glider']);
    expect(howToPlay.textContent).toContain('Hold the screen, Space or ↑ to climb; let go to dive.');
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
  });

  it('says under the balance how many tokens the participant’s raise earned', async () => {
    openCompete({ tokens: 3, raised: { totalDonations: 2500, earnedTokens: 2 } });

    const card = await screen.findByRole('heading', { level: 1, name: 'Gym Gliders' });
    expect(card.parentElement).toHaveTextContent('Competing spends 1 token — you have 3.');
    expect(await within(card.parentElement as HTMLElement).findByText('2 earned from your $25 raised')).toBeVisible();
  });

  it('says the spec’s message and starts nothing when the member has no tokens', async () => {
    const { fetchMock } = openCompete({ tokens: 0 });

    expect(await screen.findByRole('heading', { level: 1, name: competeMessages.noTokens })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice instead' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      `/participant/dashboard/${fundraiserId}`,
    );
    expect(requestsTo(fetchMock, competeRouteTable.startRun)).toHaveLength(0);
  });

  it('shows the No_Tokens state when the server finds the wallet empty', async () => {
    const { user } = openCompete({
      startRun: () => ({ status: 409, body: { message: competeMessages.noTokens } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Start' }));

    expect(await screen.findByRole('heading', { level: 1, name: competeMessages.noTokens })).toBeInTheDocument();
    expect(screen.queryByTitle('Gym Gliders (compete)')).not.toBeInTheDocument();
  });

  it('retries a start that failed with the same run id, so no token is spent twice', async () => {
    let attempts = 0;
    const { fetchMock, user } = openCompete({
      startRun: ({ body }) =>
        ++attempts === 1
          ? { status: 503, body: { message: 'FundPlay is busy. Try again.' } }
          : { body: { message: 'OK', data: started((body as { runId: string }).runId) } },
    });

    await user.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('FundPlay is busy. Try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    await gameWindow();
    const [first, second] = requestsTo(fetchMock, competeRouteTable.startRun).map(
      ({ body }) => (body as { runId: string }).runId,
    );
    expect(first).toMatch(uuid);
    expect(second).toBe(first);
  });

  it('goes back without verifying when the game exits without a run', async () => {
    const { fetchMock, user, router } = openCompete();
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const gameView = await gameWindow();

    fromGame(gameView, { type: 'Playcanvas_ready' });
    fromGame(gameView, { type: 'Exit_Game' });

    expect(screen.getByRole('status')).toHaveTextContent('Thanks for playing!');
    // The default wait (15 s, test/setup.ts): a loaded machine stretches the page's pause before it goes back.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/participant/dashboard/${fundraiserId}`));
    expect(requestsTo(fetchMock, competeRouteTable.finishRun)).toHaveLength(0);
  });

  it('shows why a run was not ranked', async () => {
    const { user } = openCompete({
      finishRun: () => ({
        body: {
          message: 'OK',
          data: { ...verified, verified: false, rank: null, reason: 'The score does not match.' },
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const gameView = await gameWindow();

    fromGame(gameView, { type: 'Playcanvas_ready' });
    fromGame(gameView, { type: 'Exit_Game', score: 9999, replay: { ...replay, claimedScore: 9999 } });

    const summary = await screen.findByRole('status');
    expect(await within(summary).findByText(/could not be verified/)).toHaveTextContent(
      `${competeMessages.runRejected} The score does not match.`,
    );
    expect(summary).not.toHaveTextContent('Rank');

    // Back on the dashboard, the reason stays in view.
    const lastRun = await screen.findByRole('region', { name: 'Gym Gliders' });
    expect(lastRun).toHaveTextContent('Score 4,200, not ranked');
    expect(lastRun).toHaveTextContent('The score does not match.');
  });

  it('keeps the result until a lost submission is sent again', async () => {
    let attempts = 0;
    const { fetchMock, user, router } = openCompete({
      finishRun: () =>
        ++attempts === 1
          ? { status: 502, body: { message: 'Bad gateway' } }
          : { body: { message: 'OK', data: verified } },
    });
    await user.click(await screen.findByRole('button', { name: 'Start' }));
    const gameView = await gameWindow();
    fromGame(gameView, { type: 'Playcanvas_ready' });
    fromGame(gameView, { type: 'Exit_Game', score: 4200, replay });

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('status')).toHaveTextContent('Bad gateway');
    // Held past the usual second: the score is not lost by leaving.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(router.state.location.pathname).toBe(`/play/${fundraiserId}/${game._id}`);
    await user.click(retry);

    expect(await screen.findByText(competeMessages.runVerified)).toBeInTheDocument();
    const [first, second] = requestsTo(fetchMock, competeRouteTable.finishRun).map(({ body }) => body);
    expect(second).toEqual(first);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/participant/dashboard/${fundraiserId}`));
  });
});
