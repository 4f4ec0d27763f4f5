import {
  competeMessages,
  competeRouteTable,
  gameLinkFor,
  routeTable,
  type AdminFundraiserDashboard,
  type FundraiserGame,
} from '@fundplay/contracts';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { addGame, gameImage, newGameFields, sendGameForm } from '../../support/compete-helpers';
import { competeHelpers } from '../../support/compete-scene';
import {
  createFundraiser,
  del,
  signedInPrimaryAdmin,
  signedInSecondaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import type { TestApp } from '../../support/test-apps';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/** Use cases: games/commands/create-game, update-game, delete-game and queries/list-fundraiser-games. */
describe('a fundraiser’s games: added, listed, edited and deleted by its admins', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  const client = () => app.client;
  const env = () => app.environment;
  const { startCompeteApp } = competeHelpers(() => ({ app, admin }));

  beforeAll(async () => {
    app = await startCompeteApp();
    admin = await signedInPrimaryAdmin(env(), app.app);
  });

  afterAll(async () => {
    if (app) {
      const check = await checkLedgerInvariants((text, params) => app.environment.sql(text, params));
      expect(check.violations).toEqual([]);
    }
    await app?.stop();
  });

  describe("a fundraiser's games", () => {
    it('lets the primary admin add, list, edit and delete a game, with its picture', async () => {
      const fundraiser = await createFundraiser(client(), admin.token);
      const created = await sendGameForm(app.url, 'POST', newGameFields(fundraiser._id, 'hang-glider'), {
        image: await gameImage(),
        token: admin.token,
      });
      expect([created.status, created.body.message]).toEqual([201, competeMessages.gameCreated]);
      const game = created.body.data as FundraiserGame;
      expect(game).toMatchObject({
        slug: 'hang-glider',
        gameLink: gameLinkFor('hang-glider'),
        fundRaiserId: fundraiser._id,
      });
      const picture = await fetch(`${app.url}${String(game.image)}`);
      expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);

      const dashboard = (
        await client().get(
          q(routeTable.getAdminDashboardByFundRaisingId.path, { fundRaisingId: fundraiser._id }),
          admin.token,
        )
      ).body.data as AdminFundraiserDashboard;
      expect(dashboard.games.map((row) => row._id)).toEqual([game._id]);

      const edited = await sendGameForm(
        app.url,
        'PUT',
        { ...newGameFields(fundraiser._id, 'hang-glider'), gameId: game._id, gameName: 'Gym Glide' },
        { token: admin.token },
      );
      expect([edited.status, edited.body.data?.gameName]).toEqual([200, 'Gym Glide']);

      const removed = await del(client(), q(competeRouteTable.deleteGame.path, { gameId: game._id }), admin.token);
      expect([removed.status, removed.body.message]).toEqual([200, competeMessages.gameDeleted]);
      const left = await client().get(q(competeRouteTable.getGame.path, { fundRaiserId: fundraiser._id }), admin.token);
      expect(left.body.data).toEqual([]);
    });

    it('refuses a link that is not one of the verifiable games, a missing picture and a second copy', async () => {
      const fundraiser = await createFundraiser(client(), admin.token);
      const foreign = await sendGameForm(
        app.url,
        'POST',
        { ...newGameFields(fundraiser._id), gameLink: 'https://games.example.com/flappy/' },
        { image: await gameImage(), token: admin.token },
      );
      expect([foreign.status, foreign.body.errors?.gameLink]).toEqual([400, [competeMessages.gameLinkInvalid]]);
      const bare = await sendGameForm(app.url, 'POST', newGameFields(fundraiser._id), { token: admin.token });
      expect([bare.status, bare.body.message]).toEqual([400, competeMessages.gameImageRequired]);
      await addGame(app.url, admin.token, fundraiser._id);
      const again = await sendGameForm(app.url, 'POST', newGameFields(fundraiser._id), {
        image: await gameImage(),
        token: admin.token,
      });
      expect([again.status, again.body.message]).toEqual([409, competeMessages.gameAlreadyAdded]);
    });

    it('lets a secondary admin only add a game already used in another of its fundraisers', async () => {
      const secondary = await signedInSecondaryAdmin(env(), app.app, admin.id, { fullAccess: true });
      const first = await createFundraiser(client(), admin.token);
      const second = await createFundraiser(client(), admin.token);
      const fresh = await sendGameForm(app.url, 'POST', newGameFields(second._id, 'gem-crusher'), {
        image: await gameImage(),
        token: secondary.token,
      });
      expect([fresh.status, fresh.body.message]).toEqual([403, competeMessages.onlyPrimaryAdminNewGame]);

      const source = await addGame(app.url, admin.token, first._id, 'gem-crusher');
      const copied = await sendGameForm(
        app.url,
        'POST',
        { fundRaiserId: second._id, copyFromGameId: source._id },
        { token: secondary.token },
      );
      expect([copied.status, copied.body.data?.slug]).toEqual([201, 'gem-crusher']);
      const edit = await sendGameForm(
        app.url,
        'PUT',
        { ...newGameFields(second._id, 'gem-crusher'), gameId: copied.body.data._id },
        { token: secondary.token },
      );
      expect([edit.status, edit.body.message]).toEqual([403, competeMessages.onlyPrimaryAdminEdits]);
    });
  });
});
