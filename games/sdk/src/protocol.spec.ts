import { describe, expect, it } from 'vitest';
import { isGameMessage, isHostMessage } from './protocol';

const init = { type: 'fundplay:init', fundRaisingID: 'fr_1', gameID: 'hang-glider', gameMode: 'play', token: 'tok' };

describe('isHostMessage', () => {
  it('accepts an init message, with or without a token or seed', () => {
    expect(isHostMessage(init)).toBe(true);
    expect(isHostMessage({ ...init, gameMode: 'practice', token: null })).toBe(true);
    expect(isHostMessage({ ...init, seed: 4_000_000_000 })).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isHostMessage(null)).toBe(false);
    expect(isHostMessage('fundplay:init')).toBe(false);
    expect(isHostMessage({ ...init, type: 'init' })).toBe(false);
    expect(isHostMessage({ ...init, gameMode: 'compete' })).toBe(false);
    expect(isHostMessage({ ...init, token: 42 })).toBe(false);
    expect(isHostMessage({ ...init, fundRaisingID: undefined })).toBe(false);
    expect(isHostMessage({ ...init, seed: -1 })).toBe(false);
  });
});

describe('isGameMessage', () => {
  const replay = { game: 'hang-glider', seed: 1, inputs: [[0, 'u']], claimedScore: 10 };

  it('accepts the three game messages', () => {
    expect(isGameMessage({ type: 'Playcanvas_ready' })).toBe(true);
    expect(isGameMessage({ type: 'No_Tokens' })).toBe(true);
    expect(isGameMessage({ type: 'Exit_Game' })).toBe(true);
    expect(isGameMessage({ type: 'Exit_Game', score: 10, replay })).toBe(true);
  });

  it('rejects unknown types and malformed exits', () => {
    expect(isGameMessage({ type: 'fundplay:init' })).toBe(false);
    expect(isGameMessage([])).toBe(false);
    expect(isGameMessage({ type: 'Exit_Game', score: '10' })).toBe(false);
    expect(isGameMessage({ type: 'Exit_Game', score: 10, replay: { ...replay, seed: 'x' } })).toBe(false);
  });
});
