import { competeRouteTable, type Leaderboard } from '@fundplay/contracts';
import { Clock } from '../../src/platform/clock/clock';
import { addGame } from './compete-helpers';
import {
  createFundraiser,
  insertParticipantMember,
  moveStartIntoPast,
  sessionFor,
  type SignedInAccount,
} from './fundraiser-helpers';
import { startTestApp, type TestApp } from './test-apps';
import { earnTokens, walletBalances } from './wallet-helpers';

/** One token per dollar credited in the compete specs, so a manual gift of $N fills a wallet with N tokens. */
export const TOKEN_EARN_CENTS = 100;
/** Starts one account may make in a minute there: enough for the 50 concurrent starts of start-run's spec, no more. */
export const STARTS_PER_MINUTE = 50;
export const CLOCK_SLACK_SECONDS = 5;

/**
 * The compete specs' app and helpers. The app's clock runs `playFor`'s seconds ahead of the real one: a test "plays"
 * a run by moving it on. `scene` is read when a helper runs, so a spec may fill it in its beforeAll.
 */
export function competeHelpers(scene: () => { app: TestApp; admin: SignedInAccount }) {
  /** How far the API clock runs ahead of the real one. */
  let clockAheadMs = 0;
  const playFor = (seconds: number) => {
    clockAheadMs += seconds * 1000;
  };
  const client = () => scene().app.client;
  const env = () => scene().app.environment;

  async function startCompeteApp(): Promise<TestApp> {
    const app = await startTestApp({
      CAPTCHA: 'off',
      TOKEN_EARN_CENTS: String(TOKEN_EARN_CENTS),
      COMPETE_STARTS_PER_MINUTE: String(STARTS_PER_MINUTE),
      COMPETE_RUN_CLOCK_SLACK_SECONDS: String(CLOCK_SLACK_SECONDS),
    });
    jest.spyOn(app.app.get(Clock), 'now').mockImplementation(() => new Date(Date.now() + clockAheadMs));
    return app;
  }

  /** A running fundraiser with one game and a participant holding `tokens`. */
  async function arena(tokens: number, { slug = 'alphabet-merge' as const } = {}) {
    const { app, admin } = scene();
    const fundraiser = await createFundraiser(client(), admin.token);
    await moveStartIntoPast(env(), fundraiser._id);
    const game = await addGame(app.url, admin.token, fundraiser._id, slug);
    const player = await member(fundraiser._id, tokens);
    return { fundraiserId: fundraiser._id, gameId: game._id, player };
  }

  async function member(fundraiserId: string, tokens: number, firstName?: string) {
    const participant = await insertParticipantMember(env(), fundraiserId);
    if (firstName) await env().sql('update accounts set first_name = $1 where id = $2', [firstName, participant.id]);
    await earnTokens(client(), scene().admin.token, {
      fundraiserId,
      participantId: participant.id,
      tokens,
      tokenEarnCents: TOKEN_EARN_CENTS,
    });
    return { ...participant, token: await sessionFor(scene().app.app, participant.id) };
  }

  async function walletOf(accountId: string, fundraiserId: string): Promise<number> {
    return (await walletBalances(env(), fundraiserId))[accountId] ?? NaN;
  }

  async function board(fundraiserId: string, gameId: string, token?: string): Promise<Leaderboard> {
    const query = new URLSearchParams({ fundRaiserId: fundraiserId, gameId }).toString();
    const answer = await client().get(`${competeRouteTable.leaderboard.path}?${query}`, token);
    expect(answer.status).toBe(200);
    return answer.body.data as Leaderboard;
  }

  return { startCompeteApp, playFor, arena, member, walletOf, board };
}
