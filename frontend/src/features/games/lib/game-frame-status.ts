import type { GameMessage } from '@fundplay/game-sdk/protocol';

/**
 * Where a hosted game is (spec §4): loading until it reports ready, blocked when the player has no
 * tokens, finished once it exits. Finished is final: a late message cannot revive a game being left.
 */
export type GameFrameStatus = 'loading' | 'ready' | 'no-tokens' | 'finished';

export function nextGameFrameStatus(status: GameFrameStatus, message: GameMessage): GameFrameStatus {
  if (status === 'finished') return status;
  switch (message.type) {
    case 'Playcanvas_ready':
      return status === 'loading' ? 'ready' : status;
    case 'No_Tokens':
      return 'no-tokens';
    case 'Exit_Game':
      return 'finished';
  }
}
