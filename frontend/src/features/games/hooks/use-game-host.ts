import { isGameMessage, type ExitGameMessage, type InitMessage } from '@fundplay/game-sdk/protocol';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { nextGameFrameStatus, type GameFrameStatus } from '../lib/game-frame-status';

/** What a game reports when it ends: its claimed score and the inputs to verify it. */
export type GameExit = Omit<ExitGameMessage, 'type'>;

interface GameHostOptions {
  frame: RefObject<HTMLIFrameElement | null>;
  /** Sent to the game each time it reports ready. */
  init: Omit<InitMessage, 'type'>;
  onExit?: (exit: GameExit) => void;
}

/**
 * Talks to the game in `frame`: listens only to that frame's window on our own origin, answers its
 * ready message with the init message, and tracks the game's status.
 */
export function useGameHost({ frame, init, onExit }: GameHostOptions): GameFrameStatus {
  const [status, setStatus] = useState<GameFrameStatus>('loading');
  const statusRef = useRef<GameFrameStatus>('loading');
  const latest = useRef({ init, onExit });
  useEffect(() => {
    latest.current = { init, onExit };
  });

  useEffect(() => {
    const ownOrigin = window.location.origin;

    const onMessage = (event: MessageEvent<unknown>) => {
      const gameWindow = frame.current?.contentWindow;
      if (!gameWindow || event.source !== gameWindow || event.origin !== ownOrigin) return;
      const message: unknown = event.data;
      if (!isGameMessage(message)) return;

      const previous = statusRef.current;
      if (previous === 'finished') return;
      const next = nextGameFrameStatus(previous, message);
      statusRef.current = next;
      setStatus(next);

      if (message.type === 'Playcanvas_ready') {
        const initMessage: InitMessage = { type: 'fundplay:init', ...latest.current.init };
        gameWindow.postMessage(initMessage, ownOrigin);
      }
      if (message.type === 'Exit_Game') {
        latest.current.onExit?.({ score: message.score, replay: message.replay });
      }
    };

    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);

  return status;
}
