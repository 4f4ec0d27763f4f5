import { randomUUID } from 'node:crypto';
import { competeLimits, competeMessages, type CompeteRunResult } from '@fundplay/contracts';
import { gameRules, replayFromMoves, verifyRun } from '@fundplay/game-cores';
import { checkLedgerInvariants } from '../../../src/modules/ledger/ledger-invariants';
import { addGame, alphabetMoves, finishRun, playRun, startRun, type StartedRun } from '../../support/compete-helpers';
import { CLOCK_SLACK_SECONDS, STARTS_PER_MINUTE, competeHelpers } from '../../support/compete-scene';
import {
  createFundraiser,
  endFundraiser,
  signedInPrimaryAdmin,
  type SignedInAccount,
} from '../../support/fundraiser-helpers';
import type { TestApp } from '../../support/test-apps';

/** A replay with one move changed and its claimed score kept, such that the core no longer agrees with it. */
type Replay = ReturnType<typeof replayFromMoves>;

function tamperedInput(replay: Replay): Replay {
  const moves = ['u', 'd', 'l', 'r'];
  for (let index = 0; index < replay.inputs.length; index++) {
    for (const move of moves) {
      const inputs = replay.inputs.map(
        ([tick, input], at) => [tick, at === index && input !== 'quit' ? move : input] as const,
      );
      const doctored = { ...replay, inputs };
      if (!verifyRun(replay.game, doctored).valid) return doctored;
    }
  }
  throw new Error('no single changed move alters this run');
}

/** How long a replay takes to play: its ticks at its game's rate. */
function playSeconds(replay: Replay): number {
  return verifyRun(replay.game, replay).ticks / gameRules(replay.game).ticksPerSecond;
}

/**
 * Use cases: games/commands/start-run (one token per start) and finish-run (the replay verified on the server,
 * then ranked).
 */
describe('compete runs: token-paid, verified on the server, ranked', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  const client = () => app.client;
  const env = () => app.environment;
  const { startCompeteApp, playFor, arena, member, walletOf, board } = competeHelpers(() => ({ app, admin }));

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
    it('spends exactly one token per start: 50 concurrent starts on a 10-token wallet, exactly 10 succeed', async () => {
      const { fundraiserId, gameId, player } = await arena(10);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => startRun(client(), player.token, fundraiserId, gameId)),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(
        answers.filter((answer) => answer.status !== 200).map((answer) => [answer.status, answer.body.message]),
      ).toEqual(Array.from({ length: 40 }, () => [409, competeMessages.noTokens]));
      expect(await walletOf(player.id, fundraiserId)).toBe(0);
      // At most one open run per player and game: each start closed the one before.
      const runs = await env().sql<{ status: string; count: string }>(
        `select status, count(*) from game_runs where fundraiser_id = $1 group by status order by status`,
        [fundraiserId],
      );
      expect(runs).toEqual([
        { status: 'abandoned', count: '9' },
        { status: 'open', count: '1' },
      ]);
    });

    it('answers a retried start with the same run and spends nothing twice', async () => {
      const { fundraiserId, gameId, player } = await arena(3);
      const runId = randomUUID();
      const [first, second] = await Promise.all([
        startRun(client(), player.token, fundraiserId, gameId, runId),
        startRun(client(), player.token, fundraiserId, gameId, runId),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data).toEqual(first.body.data);
      expect(await walletOf(player.id, fundraiserId)).toBe(2);
    });

    it('refuses a start without tokens, and before a fundraiser runs or after it ended', async () => {
      const { fundraiserId, gameId, player } = await arena(0);
      const empty = await startRun(client(), player.token, fundraiserId, gameId);
      expect([empty.status, empty.body.message]).toEqual([409, competeMessages.noTokens]);

      const upcoming = await createFundraiser(client(), admin.token);
      const upcomingGame = await addGame(app.url, admin.token, upcoming._id);
      const early = await member(upcoming._id, 0);
      const tooEarly = await startRun(client(), early.token, upcoming._id, upcomingGame._id);
      expect([tooEarly.status, tooEarly.body.message]).toEqual([409, competeMessages.fundraiserNotStarted]);

      await endFundraiser(env(), fundraiserId);
      const late = await startRun(client(), player.token, fundraiserId, gameId);
      expect([late.status, late.body.message]).toEqual([409, competeMessages.fundraiserEnded]);

      const stranger = await member((await createFundraiser(client(), admin.token))._id, 0);
      const outsider = await startRun(client(), stranger.token, fundraiserId, gameId);
      expect([outsider.status, outsider.body.message]).toEqual([403, competeMessages.notAMember]);
    });

    it('ranks the replayed score of a verified run, with the rank and "around me"', async () => {
      const { fundraiserId, gameId, player } = await arena(2);
      await env().sql(`update accounts set first_name = 'Jane', last_name = 'Doe' where id = $1`, [player.id]);
      const { run, replay } = await playRun(client(), player.token, fundraiserId, gameId, alphabetMoves(80));
      expect(replay.claimedScore).toBeGreaterThan(0);
      playFor(playSeconds(replay));
      const finished = await finishRun(client(), player.token, { runId: run.runId, ticket: run.ticket, replay });
      expect([finished.status, finished.body.message]).toEqual([200, competeMessages.runVerified]);
      expect(finished.body.data).toEqual<CompeteRunResult>({
        runId: run.runId,
        verified: true,
        score: replay.claimedScore,
        level: expect.any(Number) as number,
        rank: 1,
        personalBest: true,
        previousRank: null,
        bestScore: replay.claimedScore,
      });

      const mine = await board(fundraiserId, gameId, player.token);
      expect(mine.players).toEqual([
        expect.objectContaining({ rank: 1, playerName: 'Jane D.', score: replay.claimedScore }),
      ]);
      expect(mine.me).toMatchObject({ rank: 1, score: replay.claimedScore });
      expect(mine.version).toBeGreaterThan(0);
      // Anyone may read a board; only a member's own call says which row is theirs.
      expect((await board(fundraiserId, gameId)).me).toBeNull();

      // A worse run later (left at once: 0 points) does not lower the player's best.
      const worse = await playRun(client(), player.token, fundraiserId, gameId, alphabetMoves(0));
      const second = await finishRun(client(), player.token, { ...worse.run, replay: worse.replay });
      expect(second.body.data).toMatchObject({
        verified: true,
        personalBest: false,
        rank: 1,
        previousRank: 1,
        bestScore: replay.claimedScore,
      });
      expect((await board(fundraiserId, gameId)).players.map((row) => row.score)).toEqual([replay.claimedScore]);
    });

    it('ranks nothing from a tampered score, a tampered input, a reused ticket, another seed, another game or an oversized replay', async () => {
      const { fundraiserId, gameId, player } = await arena(10);
      const attempt = async (doctor: (run: StartedRun, replay: any) => unknown) => {
        const { run, replay } = await playRun(client(), player.token, fundraiserId, gameId, alphabetMoves(30));
        return finishRun(client(), player.token, { runId: run.runId, ticket: run.ticket, replay: doctor(run, replay) });
      };
      const refused = async (doctor: (run: StartedRun, replay: any) => unknown) => {
        const answer = await attempt(doctor);
        expect(answer.status).toBe(200);
        expect((answer.body.data as CompeteRunResult).verified).toBe(false);
        return answer.body.data as CompeteRunResult;
      };

      await refused((_, replay) => ({ ...replay, claimedScore: replay.claimedScore + 100 }));
      // One move changed, the claimed score kept: the first change that really alters the run (a move can be
      // a no-op on some boards), as the game's own core says.
      await refused((_, replay) => tamperedInput(replay));
      expect((await refused((run, replay) => ({ ...replay, seed: (run.seed + 1) % 2 ** 32 }))).reason).toBe(
        competeMessages.runWrongSeed,
      );
      expect((await refused((_, replay) => ({ ...replay, game: 'hang-glider' }))).reason).toBe(
        competeMessages.runWrongGame,
      );
      // Faster than a person could play (the core's own bound), then longer than any run could be.
      await refused((_, replay) => ({
        ...replay,
        inputs: Array.from({ length: 500 }, (_, index) => [index, 'l']),
      }));
      const oversized = await attempt((_, replay) => ({
        ...replay,
        inputs: Array.from({ length: competeLimits.maxReplayInputs + 1 }, (_, index) => [index, 'l']),
      }));
      expect([oversized.status, oversized.body.errors?.['replay.inputs']]).toEqual([
        400,
        ['This replay is longer than any game lasts.'],
      ]);
      const strange = await attempt((_, replay) => ({
        ...replay,
        inputs: [
          [0, 'l'],
          [3, { swap: 1 }],
          [6, -1],
        ],
      }));
      expect([strange.status, strange.body.errors]).toEqual([
        400,
        { 'replay.inputs.1': ['This replay holds an input no FundPlay game makes.'] },
      ]);
      // A body past the route's limit is refused before anything is parsed.
      const huge = await attempt((_, replay) => ({
        ...replay,
        game: 'x'.repeat(competeLimits.finishRunBodyLimitBytes),
      }));
      expect(huge.status).toBe(413);

      // A ticket works once: the run it closed cannot be finished again, even with a valid replay.
      const { run, replay } = await playRun(client(), player.token, fundraiserId, gameId, alphabetMoves(10));
      await env().sql(`update game_runs set status = 'rejected', reason = 'test' where id = $1`, [run.runId]);
      const reused = await finishRun(client(), player.token, { runId: run.runId, ticket: run.ticket, replay });
      expect([reused.status, reused.body.message]).toEqual([409, competeMessages.runClosed]);
      const forged = await finishRun(client(), player.token, { runId: run.runId, ticket: 'x'.repeat(43), replay });
      expect([forged.status, forged.body.message]).toEqual([403, competeMessages.runTicketInvalid]);

      expect((await board(fundraiserId, gameId)).players).toEqual([]);
      const outcomes = await env().sql<{ status: string }>(
        `select status from game_runs where fundraiser_id = $1 and status = 'verified'`,
        [fundraiserId],
      );
      expect(outcomes).toEqual([]);
    });

    it('refuses an expired ticket and records the run as rejected', async () => {
      const { fundraiserId, gameId, player } = await arena(1);
      const { run, replay } = await playRun(client(), player.token, fundraiserId, gameId, alphabetMoves(5));
      await env().sql(`update game_runs set expires_at = now() - interval '1 second' where id = $1`, [run.runId]);
      const answer = await finishRun(client(), player.token, { runId: run.runId, ticket: run.ticket, replay });
      expect(answer.body.data).toMatchObject({ verified: false, reason: competeMessages.runExpired });
      const [row] = await env().sql<{ status: string }>('select status from game_runs where id = $1', [run.runId]);
      expect(row?.status).toBe('rejected');
    });

    it('refuses a replay longer than the time since its start, records why, and ranks nothing', async () => {
      const { fundraiserId, gameId, player } = await arena(2);
      // Slides ten seconds apart: minutes of play, computed offline and sent at once, as a bot would.
      const slow = alphabetMoves(40).map(([tick, move]) => [tick * 66, move] as const);
      const bot = await playRun(client(), player.token, fundraiserId, gameId, slow);
      const seconds = playSeconds(bot.replay);
      expect(seconds).toBeGreaterThan(300);
      expect(verifyRun(bot.replay.game, bot.replay).valid).toBe(true);
      playFor(seconds - CLOCK_SLACK_SECONDS - 60);
      const early = await finishRun(client(), player.token, { ...bot.run, replay: bot.replay });
      expect([early.status, early.body.message]).toEqual([200, competeMessages.runRejected]);
      expect(early.body.data).toMatchObject({ verified: false, rank: null, reason: competeMessages.runTooFast });
      const [row] = await env().sql<{ status: string; reason: string }>(
        'select status, reason from game_runs where id = $1',
        [bot.run.runId],
      );
      expect(row?.status).toBe('rejected');
      expect(row?.reason).toMatch(/^replay lasts \d+ s of play but was sent \d+ s after its start$/);
      expect((await board(fundraiserId, gameId)).players).toEqual([]);

      // The same game played for as long as it lasts (less than the slack short, for delays) ranks.
      const honest = await playRun(client(), player.token, fundraiserId, gameId, slow);
      playFor(playSeconds(honest.replay) - CLOCK_SLACK_SECONDS + 1);
      const played = await finishRun(client(), player.token, { ...honest.run, replay: honest.replay });
      expect(played.body.data).toMatchObject({ verified: true, rank: 1 });
    });

    it('accepts a finishRun body as large as the contract allows: its most inputs, each at the longest encoding', async () => {
      const { fundraiserId, gameId, player } = await arena(1);
      const { run, replay } = await playRun(client(), player.token, fundraiserId, gameId, alphabetMoves(1));
      const widest = [competeLimits.maxReplayTick, ['abcdefgh', 'abcdefgh']] as const;
      expect(JSON.stringify(widest)).toHaveLength(competeLimits.maxReplayInputBytes);
      const body = {
        runId: run.runId,
        ticket: run.ticket,
        replay: { ...replay, inputs: Array.from({ length: competeLimits.maxReplayInputs }, () => widest) },
      };
      expect(JSON.stringify(body).length).toBeGreaterThan(1_900_000);
      const answer = await finishRun(client(), player.token, body);
      // Past the body limit and the schema, the game's own core says no person makes that many inputs.
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ verified: false, rank: null });
      const [row] = await env().sql<{ status: string; input_count: number }>(
        'select status, input_count from game_runs where id = $1',
        [run.runId],
      );
      expect(row).toEqual({ status: 'rejected', input_count: competeLimits.maxReplayInputs });
    });

    it("ranks an hour-long game, whose replay is four times the API's usual body limit", async () => {
      const { fundraiserId, gameId, player } = await arena(1);
      const started = await startRun(client(), player.token, fundraiserId, gameId);
      const run = started.body.data as StartedRun;
      // A seed on which these slides, three every quarter second, keep the board open for the whole hour.
      await env().sql('update game_runs set seed = 1 where id = $1', [run.runId]);
      const slides = ['d', 'l', 'd', 'r'];
      const moves: [number, string][] = [];
      for (let tick = 0; tick < gameRules('alphabet-merge').maxTicks; tick++) {
        if (tick % 5 < 3) moves.push([tick, slides[moves.length % slides.length] as string]);
      }
      const replay = replayFromMoves('alphabet-merge', 1, moves);
      expect(playSeconds(replay)).toBeGreaterThan(3590);
      expect(replay.inputs.length).toBeGreaterThan(43_000);
      const body = { runId: run.runId, ticket: run.ticket, replay };
      expect(JSON.stringify(body).length).toBeGreaterThan(4 * 100 * 1024);
      playFor(playSeconds(replay));
      const answer = await finishRun(client(), player.token, body);
      expect([answer.status, answer.body.data]).toEqual([
        200,
        expect.objectContaining({ verified: true, score: replay.claimedScore, rank: 1 }),
      ]);
    });

    it('refuses starts beyond the per-account rate with 429 and says when to try again', async () => {
      const { fundraiserId, gameId, player } = await arena(0);
      const answers = await Promise.all(
        Array.from({ length: STARTS_PER_MINUTE + 1 }, () => startRun(client(), player.token, fundraiserId, gameId)),
      );
      const refusals = answers.filter((answer) => answer.status === 429);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(STARTS_PER_MINUTE);
      expect(refusals).toHaveLength(1);
      const message = String(refusals[0]?.body.message);
      expect(message.startsWith(`${competeMessages.tooManyStarts} Try again in `)).toBe(true);
      expect(message).toMatch(/Try again in \d+ s\.$/);
      // The limit is the account's: another player of the same fundraiser still starts.
      const other = await member(fundraiserId, 1);
      expect((await startRun(client(), other.token, fundraiserId, gameId)).status).toBe(200);
    });
  });
});
