import { describe, expect, it } from 'vitest';
import { connectToHost, type HostWindow } from './host';

const ORIGIN = 'https://fundplay.example';
const init = { type: 'fundplay:init', fundRaisingID: 'fr_1', gameID: 'hang-glider', gameMode: 'play', token: 'tok' };

/** A framed window: `parent` records what is posted, `deliver` plays a message event. */
function framedWindow() {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  let listener: ((event: MessageEvent) => void) | null = null;
  const win: HostWindow = {
    parent,
    location: { origin: ORIGIN },
    addEventListener: (_type, l) => {
      listener = l;
    },
    removeEventListener: () => {
      listener = null;
    },
  };
  const deliver = (data: unknown, origin = ORIGIN, source: unknown = parent) =>
    listener?.({ data, origin, source } as unknown as MessageEvent);
  return { win, posted, deliver };
}

const settled = async <T>(promise: Promise<T>): Promise<T | 'pending'> =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 10))]);

describe('connectToHost', () => {
  it('is standalone practice with a null init when not framed', async () => {
    const win = {
      location: { origin: ORIGIN },
      addEventListener: () => {},
      removeEventListener: () => {},
    } as unknown as HostWindow & { parent: unknown };
    (win as { parent: unknown }).parent = win;
    const sut = connectToHost({ window: win });
    expect(sut.standalone).toBe(true);
    expect(sut.mode).toBe('practice');
    await expect(sut.init).resolves.toBeNull();
  });

  it('posts ready to the allowed origin, never "*"', () => {
    const { win, posted } = framedWindow();
    connectToHost({ window: win }).ready();
    expect(posted).toEqual([{ message: { type: 'Playcanvas_ready' }, origin: ORIGIN }]);
  });

  it('resolves init from the parent on an allowed origin and answers to that origin only', async () => {
    const { win, posted, deliver } = framedWindow();
    const sut = connectToHost({ window: win, allowedOrigins: [ORIGIN, 'https://other.example'] });
    deliver(init);
    await expect(sut.init).resolves.toEqual(init);
    expect(sut.mode).toBe('play');
    sut.exit({ score: 5, replay: { game: 'hang-glider', seed: 1, inputs: [], claimedScore: 5 } });
    expect(posted.map((p) => p.origin)).toEqual([ORIGIN]);
    expect(posted[0]?.message).toMatchObject({ type: 'Exit_Game', score: 5 });
  });

  it('ignores init from another origin', async () => {
    const { win, deliver } = framedWindow();
    const sut = connectToHost({ window: win });
    deliver(init, 'https://evil.example');
    expect(await settled(sut.init)).toBe('pending');
    expect(sut.mode).toBe('practice');
  });

  it('ignores init from a window other than the parent', async () => {
    const { win, deliver } = framedWindow();
    const sut = connectToHost({ window: win });
    deliver(init, ORIGIN, {});
    expect(await settled(sut.init)).toBe('pending');
  });

  it('ignores malformed messages and keeps listening', async () => {
    const { win, deliver } = framedWindow();
    const sut = connectToHost({ window: win });
    deliver({ type: 'fundplay:init' });
    deliver('hello');
    deliver({ ...init, gameMode: 'practice', token: null });
    await expect(sut.init).resolves.toMatchObject({ gameMode: 'practice' });
  });

  it('sends No_Tokens and a bare Exit_Game', () => {
    const { win, posted } = framedWindow();
    const sut = connectToHost({ window: win });
    sut.noTokens();
    sut.exit();
    expect(posted.map((p) => p.message)).toEqual([{ type: 'No_Tokens' }, { type: 'Exit_Game' }]);
  });
});
