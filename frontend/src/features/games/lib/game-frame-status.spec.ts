import type { GameMessage } from '@fundplay/game-sdk/protocol';
import { describe, expect, it } from 'vitest';
import { nextGameFrameStatus, type GameFrameStatus } from './game-frame-status';

const ready: GameMessage = { type: 'Playcanvas_ready' };
const noTokens: GameMessage = { type: 'No_Tokens' };
const exit: GameMessage = { type: 'Exit_Game', score: 10 };

describe('nextGameFrameStatus', () => {
  it.each<[GameFrameStatus, GameMessage, GameFrameStatus]>([
    ['loading', ready, 'ready'],
    ['loading', noTokens, 'no-tokens'],
    ['loading', exit, 'finished'],
    ['ready', ready, 'ready'],
    ['ready', noTokens, 'no-tokens'],
    ['ready', exit, 'finished'],
    ['no-tokens', ready, 'no-tokens'],
    ['no-tokens', exit, 'finished'],
    ['finished', ready, 'finished'],
    ['finished', noTokens, 'finished'],
  ])('goes from %s on %o to %s', (status, message, expected) => {
    expect(nextGameFrameStatus(status, message)).toBe(expected);
  });
});
