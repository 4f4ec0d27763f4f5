import { competeRouteTable, type Leaderboard, type LiveFundraiser } from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { io, type Socket } from 'socket.io-client';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { addGame, alphabetMoves, finishRun, playRun } from '../../support/compete-helpers';
import { TOKEN_EARN_CENTS, competeHelpers } from '../../support/compete-scene';
import {
  createFundraiser,
  createGroups,
  insertParticipantMember,
  insertTeamMember,
  moveStartIntoPast,
  sessionFor,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import { api } from '../../support/identity-helpers';
import { startApi, type TestApp } from '../../support/test-apps';
import { eventually } from '../../support/test-environment';
import { earnTokens } from '../../support/wallet-helpers';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * Use cases: games/queries/get-leaderboard (a fundraiser's and each group's board) and get-live-fundraiser (the
 * big screen), kept live over sockets across API instances.
 */
describe('leaderboards and the live screen', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  const client = () => app.client;
  const env = () => app.environment;
  const { startCompeteApp, arena, walletOf, board } = competeHelpers(() => ({ app, admin }));

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

  describe('runs', () => {
    it("keeps each group's board beside the fundraiser's, and lets a team member compete with shared tokens", async () => {
      const fundraiser = await createFundraiser(client(), admin.token);
      const [blue, gold] = await createGroups(client(), admin.token, fundraiser._id, [
        { groupName: 'Blue' },
        { groupName: 'Gold' },
      ]);
      await moveStartIntoPast(env(), fundraiser._id);
      const { _id: gameId } = await addGame(app.url, admin.token, fundraiser._id);
      const fundraiserId = fundraiser._id;
      const inBlue = await insertParticipantMember(env(), fundraiserId, { groupId: blue?._id ?? null });
      await earnTokens(client(), admin.token, {
        fundraiserId,
        participantId: inBlue.id,
        tokens: 4,
        tokenEarnCents: TOKEN_EARN_CENTS,
      });
      const player = { ...inBlue, token: await sessionFor(app.app, inBlue.id) };
      const teamMember = await insertTeamMember(env(), fundraiserId, player.id);
      const teamToken = await sessionFor(app.app, teamMember.id);
      const shared = await client().put(
        competeRouteTable.sendTokensToTeamMember.path,
        { fundRaiserId: fundraiserId, teamMemberId: teamMember.id, tokensToSend: 2 },
        player.token,
      );
      expect(shared.status).toBe(200);
      const played = await playRun(client(), teamToken, fundraiserId, gameId, alphabetMoves(12));
      const finished = await finishRun(client(), teamToken, { ...played.run, replay: played.replay });
      expect(finished.body.data).toMatchObject({ verified: true, rank: 1 });
      expect(await walletOf(teamMember.id, fundraiserId)).toBe(1);

      // The team member plays for their participant's group.
      const groupBoard = async (groupId: string) =>
        (
          await client().get(
            q(competeRouteTable.leaderboard.path, { fundRaiserId: fundraiserId, gameId, groupId }),
            teamToken,
          )
        ).body.data as Leaderboard;
      const blueBoard = await groupBoard(String(blue?._id));
      expect(blueBoard.players.map((row) => row.score)).toEqual([played.replay.claimedScore]);
      expect(blueBoard.me?.rank).toBe(1);
      expect((await groupBoard(String(gold?._id))).players).toEqual([]);
    });
  });

  describe('live', () => {
    let other: NestFastifyApplication | undefined;
    const sockets: Socket[] = [];
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await other?.close();
    });

    it('tells a socket on API instance A about a score submitted through instance B, and the big screen shows it', async () => {
      const { fundraiserId, gameId, player } = await arena(1);
      const second = await startApi(env().config);
      other = second.app;
      const socket = io(app.url, { transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(await socket.emitWithAck('subscribe', `leaderboard:${fundraiserId}:${gameId}`)).toEqual({ ok: true });
      const changes: { fundraiserId: string; gameId: string; version: number }[] = [];
      socket.on('leaderboard:changed', (payload: (typeof changes)[number]) => changes.push(payload));

      const viaB = api(second.url);
      const { run, replay } = await playRun(viaB, player.token, fundraiserId, gameId, alphabetMoves(20));
      const finished = await finishRun(viaB, player.token, { runId: run.runId, ticket: run.ticket, replay });
      expect(finished.body.data).toMatchObject({ verified: true });

      const change = await eventually('the leaderboard change on instance A', async () => changes[0]);
      expect(change).toMatchObject({ fundraiserId, gameId });
      expect(change.version).toBe((await board(fundraiserId, gameId)).version);

      const live = (await client().get(q(competeRouteTable.getLiveFundraiser.path, { fundRaiserId: fundraiserId })))
        .body.data as LiveFundraiser;
      expect(live.games).toEqual([
        expect.objectContaining({
          _id: gameId,
          top: [expect.objectContaining({ rank: 1, score: replay.claimedScore })],
        }),
      ]);
      // Manual funds without a label show as the supporters wall names them.
      expect(live.recentDonations[0]).toMatchObject({ donorName: 'Offline gift', amountCents: 100, message: null });
    });
  });
});
