import { competeMessages, competeRouteTable } from '@fundplay/contracts';
import { gameInstructions } from '@fundplay/game-instructions';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fundraiserGame } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { deferred, mockApi, mockRoute, requestsTo } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { MemberGamesSection } from './member-games-section';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

const fundraiserId = '0b7c1f6e-1111-4000-8000-000000000001';
const gliders = fundraiserGame('hang-glider', {
  fundRaiserId: fundraiserId,
  gameName: 'Gym Gliders',
  gameDescription: 'Glide further than the teachers did.',
  image: '/api/files/glider-picture',
});
const gems = fundraiserGame('gem-crusher', { fundRaiserId: fundraiserId });

const gamesSection = () => screen.getByRole('region', { name: 'Games' });

describe('MemberGamesSection', () => {
  it('lists each game with its picture, name and description, and where Compete and Practice lead', () => {
    mockApi({});
    renderWithProviders(<MemberGamesSection fundraiserId={fundraiserId} tokens={3} games={[gliders, gems]} />);

    const card = within(gamesSection()).getByRole('article', { name: 'Gym Gliders' });
    expect(within(card).getByRole('img', { name: 'Gym Gliders picture' })).toHaveAttribute(
      'src',
      '/api/files/glider-picture',
    );
    expect(card).toHaveTextContent('Glide further than the teachers did.');
    expect(within(card).getByRole('link', { name: 'Compete in Gym Gliders' })).toHaveAttribute(
      'href',
      `/play/${fundraiserId}/${gliders._id}`,
    );
    expect(within(card).getByRole('link', { name: 'Practice Gym Gliders' })).toHaveAttribute(
      'href',
      `/practice/${fundraiserId}/${gliders._id}`,
    );
    expect(within(card).getByRole('button', { name: 'Leaderboard of Gym Gliders' })).toBeEnabled();
    // Without an uploaded picture, the game's own artwork.
    expect(
      within(within(gamesSection()).getByRole('article', { name: 'Gem Crusher' })).getByRole('img', {
        name: 'Gem Crusher artwork',
      }),
    ).toHaveAttribute('src', '/embed/gem-crusher/thumbnail.svg');
    expect(screen.queryByText(competeMessages.noTokens)).not.toBeInTheDocument();
  });

  it('tells how to play each game on its card, behind a How to play toggle, before Compete or Practice', async () => {
    mockApi({});
    const { user } = renderWithProviders(
      <MemberGamesSection fundraiserId={fundraiserId} tokens={3} games={[gliders, gems]} />,
    );

    const card = within(gamesSection()).getByRole('article', { name: 'Gym Gliders' });
    const toggle = within(card).getByRole('button', { name: 'How to play Gym Gliders' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText('Hold the screen, Space or ↑ to climb; let go to dive.')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(gameInstructions['hang-glider']);
    expect(within(card).getByText('Hold the screen, Space or ↑ to climb; let go to dive.')).toBeVisible();
    // Each card tells its own game: the other card stays closed.
    const gemsCard = within(gamesSection()).getByRole('article', { name: 'Gem Crusher' });
    expect(within(gemsCard).getByRole('button', { name: 'How to play Gem Crusher' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('disables Compete with the spec’s message when the member has no tokens, and keeps Practice', () => {
    mockApi({});
    renderWithProviders(<MemberGamesSection fundraiserId={fundraiserId} tokens={0} games={[gliders]} />);

    const compete = screen.getByRole('button', { name: 'Compete in Gym Gliders' });
    expect(compete).toBeDisabled();
    expect(compete).toHaveAccessibleDescription(expect.stringContaining(competeMessages.noTokens));
    expect(screen.queryByRole('link', { name: 'Compete in Gym Gliders' })).not.toBeInTheDocument();
    expect(within(gamesSection()).getByText(competeMessages.noTokens)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Practice Gym Gliders' })).toBeInTheDocument();
  });

  it('fetches the games when the dashboard does not carry them, saying Loading Games... meanwhile', async () => {
    const answer = deferred<{ body: { message: string; data: (typeof gems)[] } }>();
    const fetchMock = mockApi(mockRoute(competeRouteTable.getGame, () => answer.promise));
    renderWithProviders(<MemberGamesSection fundraiserId={fundraiserId} tokens={1} />);

    expect(within(gamesSection()).getByText(competeMessages.loadingGames)).toBeInTheDocument();
    answer.resolve({ body: { message: 'OK', data: [gems] } });

    expect(await screen.findByRole('article', { name: 'Gem Crusher' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, competeRouteTable.getGame)[0]?.url.searchParams.get('fundRaiserId')).toBe(
      fundraiserId,
    );
  });

  it('says when the fundraiser has no games', async () => {
    mockApi(mockRoute(competeRouteTable.getGame, () => ({ body: { message: 'OK', data: [] } })));
    renderWithProviders(<MemberGamesSection fundraiserId={fundraiserId} tokens={1} />);

    expect(await within(gamesSection()).findByText(competeMessages.noGames)).toBeInTheDocument();
  });

  it('says when the games could not be loaded', async () => {
    mockApi(
      mockRoute(competeRouteTable.getGame, () => ({ status: 403, body: { message: competeMessages.notAMember } })),
    );
    renderWithProviders(<MemberGamesSection fundraiserId={fundraiserId} tokens={1} />);

    const alert = await within(gamesSection()).findByRole('alert');
    expect(alert).toHaveTextContent(competeMessages.gamesLoadError);
    expect(alert).toHaveTextContent(competeMessages.notAMember);
  });
});
