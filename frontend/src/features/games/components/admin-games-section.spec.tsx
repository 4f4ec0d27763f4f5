import { competeMessages, competeRouteTable, gameCatalog, type FundraiserGame } from '@fundplay/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fundraiserGame, player } from '@/test/compete-fixtures';
import { createFakeSocket } from '@/test/fake-socket';
import { mockApi, mockRoute, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AdminGamesSection } from './admin-games-section';

vi.mock('@/lib/socket', () => ({ getSocket: () => fakeSocket }));
const fakeSocket = createFakeSocket();

const fundraiserId = '7a1b2c3d-0000-4000-8000-000000000001';
const otherFundraiserId = '7a1b2c3d-0000-4000-8000-000000000002';
const gliders = fundraiserGame('hang-glider', {
  fundRaiserId: fundraiserId,
  gameName: 'Gym Gliders',
  leaderBoard: { players: [player(1, { playerName: 'Ava B.', score: 5000 })] },
});
const png = new File([new Uint8Array([137, 80, 78, 71])], 'gems.png', { type: 'image/png' });

/** The fundraiser's games answered from `games()`, and the body of each multipart request sent. */
function mockGames(games: () => FundraiserGame[], routes: MockRoutes = {}) {
  const fetchMock = mockApi({
    ...mockRoute(competeRouteTable.getGame, ({ url }) => ({
      body: { message: 'OK', data: url.searchParams.get('fundRaiserId') === fundraiserId ? games() : [] },
    })),
    ...routes,
  });
  const formBodies = (method: string, path: string) =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input).startsWith(path) && init?.method === method)
      .map(([, init]) => Object.fromEntries((init?.body as FormData).entries()));
  return { fetchMock, formBodies };
}

function renderSection(isPrimaryAdmin = true) {
  return renderWithProviders(
    <AdminGamesSection
      fundraiserId={fundraiserId}
      isPrimaryAdmin={isPrimaryAdmin}
      groups={[{ _id: 'g1', groupName: 'Tigers' }]}
    />,
  );
}

const section = () => screen.getByRole('region', { name: 'Games' });

describe('AdminGamesSection', () => {
  it('lists the games with their top players, and links to the big screen', async () => {
    mockGames(() => [gliders]);
    renderSection();

    const card = await within(section()).findByRole('article', { name: 'Gym Gliders' });
    expect(card).toHaveTextContent('Hang Glider · /embed/hang-glider/');
    expect(within(card).getByRole('list', { name: 'Top players of Gym Gliders' })).toHaveTextContent('#1 Ava B. 5,000');
    expect(within(card).getByRole('button', { name: 'Leaderboard of Gym Gliders' })).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Open big screen' })).toHaveAttribute(
      'href',
      `/live/${fundraiserId}`,
    );
  });

  it('says Loading Games... and then that there are none', async () => {
    mockGames(() => []);
    renderSection();

    expect(within(section()).getByText(competeMessages.loadingGames)).toBeInTheDocument();
    expect(await within(section()).findByText(competeMessages.noGames)).toBeInTheDocument();
  });

  it('adds a catalogue game: picking it fills in its name and description, and a picture is required', async () => {
    let games: FundraiserGame[] = [gliders];
    const added = fundraiserGame('gem-crusher', { fundRaiserId: fundraiserId });
    const { formBodies } = mockGames(() => games, {
      ...mockRoute(competeRouteTable.createGame, () => {
        games = [gliders, added];
        return { status: 201, body: { message: competeMessages.gameCreated, data: added } };
      }),
    });
    const { user } = renderSection();

    await user.click(await within(section()).findByRole('button', { name: 'Add game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add game' });
    // Each catalogue game is added once.
    expect(within(dialog).getByRole('radio', { name: 'Hang Glider (already added)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add game' }));
    expect(await within(dialog).findByText(competeMessages.gameLinkRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(competeMessages.gameImageRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: 'Gem Crusher' }));
    const gemCrusher = gameCatalog.find((entry) => entry.slug === 'gem-crusher');
    expect(within(dialog).getByRole('textbox', { name: 'Game name' })).toHaveValue('Gem Crusher');
    expect(within(dialog).getByRole('textbox', { name: 'Game description' })).toHaveValue(gemCrusher?.description);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Game name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Game name' }), 'Gem Rush');
    await user.upload(within(dialog).getByLabelText('Game image'), png);
    await user.click(within(dialog).getByRole('button', { name: 'Add game' }));

    expect(await screen.findByText(competeMessages.gameCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [body] = formBodies('POST', competeRouteTable.createGame.path);
    expect(body).toMatchObject({
      fundRaiserId: fundraiserId,
      gameName: 'Gem Rush',
      gameDescription: gemCrusher?.description,
      gameLink: '/embed/gem-crusher/',
    });
    expect((body?.image as File).name).toBe('gems.png');
    expect(await within(section()).findByRole('article', { name: 'Gem Crusher' })).toBeInTheDocument();
  });

  it('says why Add game is off once the fundraiser has every game', async () => {
    mockGames(() => gameCatalog.map((entry) => fundraiserGame(entry.slug, { fundRaiserId: fundraiserId })));
    renderSection();

    expect(await within(section()).findByText(/This fundraiser has every FundPlay game/)).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Add game' })).toBeDisabled();
  });

  it('refuses a picture that is not png, jpg, jpeg or webp', async () => {
    mockGames(() => []);
    const { user } = renderSection();

    await user.click(await within(section()).findByRole('button', { name: 'Add game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add game' });
    // A browser's file picker may still offer other files (the accept list is a hint).
    fireEvent.change(within(dialog).getByLabelText('Game image'), {
      target: { files: [new File([new Uint8Array([71, 73, 70])], 'anim.gif', { type: 'image/gif' })] },
    });

    expect(within(dialog).getByText(competeMessages.gameImageType)).toBeInTheDocument();
  });

  it('copies a game from another fundraiser, leaving out games this one has', async () => {
    const fromOther = fundraiserGame('alphabet-merge', {
      _id: '9a000000-0000-4000-8000-0000000000aa',
      fundRaiserId: otherFundraiserId,
      fundRaisingName: 'Autumn Fair',
      gameName: 'Letter Ladder',
    });
    const sameKind = fundraiserGame('hang-glider', {
      _id: '9a000000-0000-4000-8000-0000000000bb',
      fundRaiserId: otherFundraiserId,
      fundRaisingName: 'Autumn Fair',
      gameName: 'Fair Gliders',
    });
    const { formBodies } = mockGames(() => [gliders], {
      [`GET ${competeRouteTable.getGame.path}`]: ({ url }) => ({
        body: {
          message: 'OK',
          data: url.searchParams.has('fundRaiserId') ? [gliders] : [gliders, fromOther, sameKind],
        },
      }),
      ...mockRoute(competeRouteTable.createGame, () => ({
        status: 201,
        body: { message: competeMessages.gameCreated, data: { ...fromOther, fundRaiserId: fundraiserId } },
      })),
    });
    const { user } = renderSection(false);

    await within(section()).findByRole('article', { name: 'Gym Gliders' });
    await user.click(within(section()).getByRole('button', { name: 'Select game from other fundraisers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select game from other fundraisers' });
    const add = await within(dialog).findByRole('button', { name: 'Add Letter Ladder from Autumn Fair' });
    expect(within(dialog).queryByText('Fair Gliders')).not.toBeInTheDocument();
    expect(within(dialog).queryByText('Gym Gliders')).not.toBeInTheDocument();
    await user.click(add);

    expect(await screen.findByText(competeMessages.gameCreated)).toBeInTheDocument();
    expect(formBodies('POST', competeRouteTable.createGame.path)).toEqual([
      { fundRaiserId: fundraiserId, copyFromGameId: fromOther._id },
    ]);
  });

  it('says No existing games found! when no other fundraiser has a game to copy', async () => {
    mockGames(() => [gliders]);
    const { user } = renderSection();

    await user.click(await within(section()).findByRole('button', { name: 'Select game from other fundraisers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select game from other fundraisers' });

    expect(await within(dialog).findByText(competeMessages.noExistingGames)).toBeInTheDocument();
  });

  it('edits a game’s text, keeping its picture unless a new one is chosen', async () => {
    let games = [gliders];
    const { formBodies } = mockGames(() => games, {
      ...mockRoute(competeRouteTable.updateGame, () => {
        games = [{ ...gliders, gameName: 'Gliders Cup' }];
        return { body: { message: competeMessages.gameUpdated, data: games[0] ?? gliders } };
      }),
    });
    const { user } = renderSection();

    await user.click(await within(section()).findByRole('button', { name: 'Edit Gym Gliders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit game' });
    expect(within(dialog).getByRole('radio', { name: 'Hang Glider' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Gem Crusher' })).toBeDisabled();
    const name = within(dialog).getByRole('textbox', { name: 'Game name' });
    await user.clear(name);
    await user.type(name, 'Gliders Cup');
    await user.click(within(dialog).getByRole('button', { name: 'Save game' }));

    expect(await screen.findByText(competeMessages.gameUpdated)).toBeInTheDocument();
    expect(formBodies('PUT', competeRouteTable.updateGame.path)).toEqual([
      {
        gameId: gliders._id,
        gameName: 'Gliders Cup',
        gameDescription: gliders.gameDescription,
        gameLink: '/embed/hang-glider/',
      },
    ]);
    expect(await within(section()).findByRole('article', { name: 'Gliders Cup' })).toBeInTheDocument();
  });

  it('shows the server’s refusal when an edit is not allowed', async () => {
    mockGames(() => [gliders], {
      ...mockRoute(competeRouteTable.updateGame, () => ({
        status: 403,
        body: { message: competeMessages.onlyPrimaryAdminEdits },
      })),
    });
    const { user } = renderSection();

    await user.click(await within(section()).findByRole('button', { name: 'Edit Gym Gliders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit game' });
    await user.click(within(dialog).getByRole('button', { name: 'Save game' }));

    expect(await screen.findByText(competeMessages.onlyPrimaryAdminEdits)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit game' })).toBeInTheDocument();
  });

  it('deletes a game after confirmation', async () => {
    let games = [gliders];
    const fetchMock = mockGames(() => games, {
      ...mockRoute(competeRouteTable.deleteGame, () => {
        games = [];
        return { body: { message: competeMessages.gameDeleted, data: null } };
      }),
    }).fetchMock;
    const { user } = renderSection();

    await user.click(await within(section()).findByRole('button', { name: 'Delete Gym Gliders' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Gym Gliders?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete game' }));

    expect(await screen.findByText(competeMessages.gameDeleted)).toBeInTheDocument();
    expect(await within(section()).findByText(competeMessages.noGames)).toBeInTheDocument();
    const deleteCall = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(new URL(String(deleteCall?.[0]), window.location.origin).searchParams.get('gameId')).toBe(gliders._id);
  });

  it('lets a secondary admin only copy games and read the boards', async () => {
    mockGames(() => [gliders]);
    renderSection(false);

    const card = await within(section()).findByRole('article', { name: 'Gym Gliders' });
    expect(within(section()).queryByRole('button', { name: 'Add game' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Leaderboard of Gym Gliders' })).toBeInTheDocument();
    expect(section()).toHaveTextContent(competeMessages.onlyPrimaryAdminNewGame);
    expect(within(section()).getByRole('button', { name: 'Select game from other fundraisers' })).toBeInTheDocument();
  });
});
