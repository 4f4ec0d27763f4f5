import { competeRouteTable, routeTable, type Leaderboard, type LiveFundraiser } from '@fundplay/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { alphabetMoves, finishRun, playRun } from '../../support/compete-helpers';
import { TOKEN_EARN_CENTS, competeHelpers } from '../../support/compete-scene';
import { signedInPrimaryAdmin, type SignedInAccount } from '../../support/fundraiser-helpers';
import { startApi, type TestApp } from '../../support/test-apps';
import { earnTokens } from '../../support/wallet-helpers';

const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

interface Answer<T> {
  status: number;
  etag: string | null;
  text: string;
  data: T;
}

/**
 * Use case: the versioned public read models (issue #22; views/document-reads, platform/read-models): the big screen,
 * the campaign pages, the referral lookup and a board read signed out are answered from one pre-serialised document
 * per read, with an ETag; a gift or a new score makes a new document before the socket tells pages to refetch; a
 * Redis that lost them builds them again on the next read.
 */
describe('public read models', () => {
  let app: TestApp;
  let admin: SignedInAccount;
  let other: NestFastifyApplication | undefined;
  const sockets: Socket[] = [];
  const { startCompeteApp, arena } = competeHelpers(() => ({ app, admin }));

  beforeAll(async () => {
    app = await startCompeteApp();
    admin = await signedInPrimaryAdmin(app.environment, app.app);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await other?.close();
    await app?.stop();
  });

  async function get<T>(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(new URL(path, baseUrl), { headers });
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      text,
      data: text ? ((JSON.parse(text) as { data: T }).data as T) : (undefined as T),
    };
  }

  const livePath = (fundraiserId: string) => q(routeTable.getLiveFundraiser.path, { fundRaiserId: fundraiserId });
  const boardPath = (fundraiserId: string, gameId: string) =>
    q(competeRouteTable.leaderboard.path, { fundRaiserId: fundraiserId, gameId });

  /** A socket in `room`, collecting the events named. */
  async function follow(room: string, event: 'fundraiser:totals' | 'leaderboard:changed'): Promise<unknown[]> {
    const socket = io(app.url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    expect(await socket.emitWithAck('subscribe', room)).toEqual({ ok: true });
    const heard: unknown[] = [];
    socket.on(event, (payload: unknown) => heard.push(payload));
    return heard;
  }

  async function heardOnce(heard: unknown[]): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (heard.length === 0) {
      if (Date.now() > deadline) throw new Error('no socket event');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('answers the big screen with an ETag, and a 304 without a body to a caller who already has it', async () => {
    const { fundraiserId } = await arena(1);
    const first = await get<LiveFundraiser>(app.url, livePath(fundraiserId));
    expect(first.status).toBe(200);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
    expect(JSON.parse(first.text)).toEqual({ message: '', data: expect.any(Object) as object });
    expect(first.data.fundraiser._id).toBe(fundraiserId);

    const again = await get<LiveFundraiser>(app.url, livePath(fundraiserId), { 'if-none-match': String(first.etag) });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.etag).toBe(first.etag);

    const stale = await get<LiveFundraiser>(app.url, livePath(fundraiserId), { 'if-none-match': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });

  it('carries the same security headers as every other API answer', async () => {
    const { fundraiserId } = await arena(1);
    const perResponse = new Set([
      'etag',
      'date',
      'x-request-id',
      'content-length',
      'content-type',
      'connection',
      'keep-alive',
    ]);
    const headersOf = async (path: string) => {
      const response = await fetch(new URL(path, app.url));
      await response.arrayBuffer();
      return Object.fromEntries([...response.headers].filter(([name]) => !perResponse.has(name)));
    };
    const fromDocument = await headersOf(livePath(fundraiserId));
    const fromController = await headersOf(routeTable.siteContact.path);
    expect(fromDocument['content-security-policy']).toBeDefined();
    expect(fromDocument).toEqual(fromController);
  });

  it('makes a new document for a gift before pages are told to refetch: the next read shows it, with a new ETag', async () => {
    const { fundraiserId, player } = await arena(1);
    const before = await get<LiveFundraiser>(app.url, livePath(fundraiserId));
    const raisedBefore = before.data.fundraiser.totalFunding;
    const heard = await follow(`fundraiser:${fundraiserId}`, 'fundraiser:totals');

    await earnTokens(app.client, admin.token, {
      fundraiserId,
      participantId: player.id,
      tokens: 3,
      tokenEarnCents: TOKEN_EARN_CENTS,
    });
    await heardOnce(heard);

    const after = await get<LiveFundraiser>(app.url, livePath(fundraiserId), { 'if-none-match': String(before.etag) });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.data.fundraiser.totalFunding).toBe(raisedBefore + 3 * TOKEN_EARN_CENTS);
    expect(after.data.recentDonations[0]).toMatchObject({ amountCents: 3 * TOKEN_EARN_CENTS });
  });

  it('makes a new board document for a verified score, signed out, while a signed-in read still gets its own row', async () => {
    const { fundraiserId, gameId, player } = await arena(1);
    const before = await get<Leaderboard>(app.url, boardPath(fundraiserId, gameId));
    expect(before.status).toBe(200);
    expect(before.data).toMatchObject({ players: [], me: null, around: [] });
    const heard = await follow(`leaderboard:${fundraiserId}:${gameId}`, 'leaderboard:changed');

    const { run, replay } = await playRun(app.client, player.token, fundraiserId, gameId, alphabetMoves(16));
    const finished = await finishRun(app.client, player.token, { runId: run.runId, ticket: run.ticket, replay });
    expect(finished.body.data).toMatchObject({ verified: true });
    await heardOnce(heard);

    const after = await get<Leaderboard>(app.url, boardPath(fundraiserId, gameId), {
      'if-none-match': String(before.etag),
    });
    expect(after.status).toBe(200);
    expect(after.etag).not.toBe(before.etag);
    expect(after.data.players).toEqual([expect.objectContaining({ rank: 1, score: replay.claimedScore })]);
    expect(after.data).toMatchObject({ me: null, around: [] });
    const screen = await get<LiveFundraiser>(app.url, livePath(fundraiserId));
    expect(screen.data.games[0]?.top).toEqual([expect.objectContaining({ rank: 1, score: replay.claimedScore })]);

    const signedIn = await get<Leaderboard>(app.url, boardPath(fundraiserId, gameId), {
      authorization: `Bearer ${player.token}`,
    });
    expect(signedIn.data.me).toMatchObject({ rank: 1, score: replay.claimedScore });
  });

  it('builds the documents again from PostgreSQL when Redis has lost them', async () => {
    const { fundraiserId, gameId, player } = await arena(1);
    const heard = await follow(`leaderboard:${fundraiserId}:${gameId}`, 'leaderboard:changed');
    const { run, replay } = await playRun(app.client, player.token, fundraiserId, gameId, alphabetMoves(12));
    await finishRun(app.client, player.token, { runId: run.runId, ticket: run.ticket, replay });
    await heardOnce(heard);
    const live = await get<LiveFundraiser>(app.url, livePath(fundraiserId));
    const board = await get<Leaderboard>(app.url, boardPath(fundraiserId, gameId));
    expect(board.data.players).toHaveLength(1);

    // Everything this installation keeps in Redis goes, as after a flush (its own key prefix only: the test
    // services' Redis is shared).
    const redis = new Redis(app.environment.config.redis.url);
    try {
      const prefix = app.environment.config.redis.keyPrefix;
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');

      // A process that holds nothing in memory (a second API instance) answers the same, built again (the board
      // from game_runs, as the leaderboard reader rebuilds it).
      const second = await startApi(app.environment.config);
      other = second.app;
      const liveAgain = await get<LiveFundraiser>(second.url, livePath(fundraiserId));
      const boardAgain = await get<Leaderboard>(second.url, boardPath(fundraiserId, gameId));
      expect(liveAgain.status).toBe(200);
      expect(liveAgain.etag).toMatch(/^"[\w-]+"$/);
      expect(liveAgain.data.fundraiser).toEqual(live.data.fundraiser);
      expect(liveAgain.data.recentDonations).toEqual(live.data.recentDonations);
      expect(liveAgain.data.games.map((game) => game.top)).toEqual(live.data.games.map((game) => game.top));
      expect(boardAgain.status).toBe(200);
      expect(boardAgain.data.players).toEqual(board.data.players);
      expect(await redis.exists(`${prefix}:pubdoc:d:live:${fundraiserId}`)).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});
