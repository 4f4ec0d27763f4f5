/**
 * The postMessage protocol between the host page (the FundPlay app, which iframes a game under
 * `/embed/<slug>/`) and the game. Message names are the product spec's.
 *
 * host -> game: `fundplay:init` once the host has the run's details.
 * game -> host: `Playcanvas_ready` when the game can receive init, `No_Tokens` when the player
 * tries to play for real without a token, `Exit_Game` when the run is over or the player leaves.
 */
import type { Replay } from './replay';

export type GameMode = 'play' | 'practice';

/** host -> game */
export interface InitMessage {
  type: 'fundplay:init';
  fundRaisingID: string;
  gameID: string;
  gameMode: GameMode;
  token: string | null;
  /**
   * The seed the server issued when it started this run. Compete runs must use it, or the
   * server's replay of the inputs will not match; practice runs may omit it.
   */
  seed?: number;
}

export type HostMessage = InitMessage;

export interface ReadyMessage {
  type: 'Playcanvas_ready';
}

export interface NoTokensMessage {
  type: 'No_Tokens';
}

export interface ExitGameMessage {
  type: 'Exit_Game';
  score?: number;
  replay?: Replay;
}

/** game -> host */
export type GameMessage = ReadyMessage | NoTokensMessage | ExitGameMessage;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

const isUint32 = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 0xffffffff;

export function isHostMessage(x: unknown): x is HostMessage {
  return (
    isRecord(x) &&
    x.type === 'fundplay:init' &&
    typeof x.fundRaisingID === 'string' &&
    typeof x.gameID === 'string' &&
    (x.gameMode === 'play' || x.gameMode === 'practice') &&
    (x.token === null || typeof x.token === 'string') &&
    (x.seed === undefined || isUint32(x.seed))
  );
}

function isReplay(x: unknown): x is Replay {
  return (
    isRecord(x) &&
    typeof x.game === 'string' &&
    isUint32(x.seed) &&
    Array.isArray(x.inputs) &&
    typeof x.claimedScore === 'number' &&
    Number.isInteger(x.claimedScore)
  );
}

export function isGameMessage(x: unknown): x is GameMessage {
  if (!isRecord(x)) return false;
  switch (x.type) {
    case 'Playcanvas_ready':
    case 'No_Tokens':
      return true;
    case 'Exit_Game':
      return (
        (x.score === undefined || (typeof x.score === 'number' && Number.isInteger(x.score))) &&
        (x.replay === undefined || isReplay(x.replay))
      );
    default:
      return false;
  }
}
