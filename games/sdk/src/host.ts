import { isHostMessage, type GameMessage, type GameMode, type InitMessage } from './protocol';
import type { Replay } from './replay';

export interface HostConnectionOptions {
  /** Origins whose messages are trusted and to which messages are posted. Default: this page's origin. */
  allowedOrigins?: string[];
  /** The window to talk through; tests pass a fake. Default: the global `window`. */
  window?: HostWindow;
}

/** The slice of `Window` the connection uses. */
export interface HostWindow {
  readonly parent: { postMessage(message: unknown, targetOrigin: string): void };
  readonly location: { readonly origin: string };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface HostConnection {
  /** True when the page is not inside a frame: there is no host, runs are practice. */
  readonly standalone: boolean;
  /** 'practice' until a host says otherwise in its init message. */
  readonly mode: GameMode;
  /** The host's init message; `null` at once when standalone. */
  readonly init: Promise<InitMessage | null>;
  /** Tell the host the game has loaded and can receive init (Playcanvas_ready). */
  ready(): void;
  /** Tell the host the player tried to play for real without a token (No_Tokens). */
  noTokens(): void;
  /** Tell the host the run is over or the player left (Exit_Game). */
  exit(result?: { score: number; replay: Replay }): void;
  /** Stop listening for host messages. */
  close(): void;
}

/**
 * The game's side of the host protocol. Only messages from the parent window and an allowed
 * origin are read, and messages are posted to the parent with an explicit target origin (never
 * '*'), so neither a third-party page framing the game nor one the game is framed next to can
 * read a replay or forge an init.
 */
export function connectToHost(opts: HostConnectionOptions = {}): HostConnection {
  const win: HostWindow = opts.window ?? window;
  const allowedOrigins = opts.allowedOrigins ?? [win.location.origin];
  const standalone = (win.parent as unknown) === win;
  let hostOrigin: string | null = null;
  let mode: GameMode = 'practice';
  let listener: ((event: MessageEvent) => void) | null = null;

  const init = standalone
    ? Promise.resolve(null)
    : new Promise<InitMessage | null>((resolve) => {
        listener = (event: MessageEvent) => {
          if (event.source !== (win.parent as unknown) || !allowedOrigins.includes(event.origin)) return;
          if (!isHostMessage(event.data) || hostOrigin !== null) return;
          hostOrigin = event.origin;
          mode = event.data.gameMode;
          resolve(event.data);
        };
        win.addEventListener('message', listener);
      });

  const post = (message: GameMessage): void => {
    if (standalone) return;
    // Before init we do not know which allowed origin the host is on; a postMessage whose target
    // origin does not match the parent's is dropped by the browser, so try each.
    for (const origin of hostOrigin === null ? allowedOrigins : [hostOrigin]) {
      win.parent.postMessage(message, origin);
    }
  };

  return {
    standalone,
    get mode() {
      return mode;
    },
    init,
    ready: () => post({ type: 'Playcanvas_ready' }),
    noTokens: () => post({ type: 'No_Tokens' }),
    exit: (result) =>
      post(result ? { type: 'Exit_Game', score: result.score, replay: result.replay } : { type: 'Exit_Game' }),
    close: () => {
      if (listener) win.removeEventListener('message', listener);
      listener = null;
    },
  };
}
