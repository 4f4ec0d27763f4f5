import { ArrowLeft, Coins, PartyPopper } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { GameMode } from '@fundplay/game-sdk/protocol';
import { useGameHost, type GameExit } from '../hooks/use-game-host';

/** Spec §9: the host leaves one second after the game says goodbye. */
export const postGameRedirectMs = 1000;
const slowLoadingMs = 15_000;

export interface GameFrameProps {
  /** Folder of the game under /embed. */
  slug: string;
  /** Shown while loading and used as the frame's accessible title. */
  gameName: string;
  fundRaisingID: string;
  gameID: string;
  gameMode: GameMode;
  token: string | null;
  /** The seed the server issued for a compete run; the game plays with it so the server's replay matches. */
  seed?: number;
  /** Where Exit and the end of a game lead. */
  exitTo: string;
  onExit?: (exit: GameExit) => void;
  /**
   * What to show under 'Thanks for playing!' instead of the score the game claimed (a compete run shows the score
   * the server verified, and its rank).
   */
  summary?: ReactNode;
  /** Stay after the game ends (e.g. while the server verifies the run); the page leaves 1 s after this turns false. */
  holdExit?: boolean;
}

/** Hosts one game full screen in an iframe and follows it from loading to the end of play. */
export function GameFrame({
  slug,
  gameName,
  fundRaisingID,
  gameID,
  gameMode,
  token,
  seed,
  exitTo,
  onExit,
  summary,
  holdExit = false,
}: GameFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const navigate = useNavigate();
  const [finalScore, setFinalScore] = useState<number | null>(null);
  const status = useGameHost({
    frame,
    init: { fundRaisingID, gameID, gameMode, token, ...(seed === undefined ? {} : { seed }) },
    onExit: (exit) => {
      if (typeof exit.score === 'number') setFinalScore(exit.score);
      onExit?.(exit);
    },
  });
  const isSlow = useElapsed(slowLoadingMs, status === 'loading');

  useEffect(() => {
    if (status !== 'finished' || holdExit) return;
    const leave = window.setTimeout(() => void navigate(exitTo), postGameRedirectMs);
    return () => window.clearTimeout(leave);
  }, [exitTo, holdExit, navigate, status]);

  return (
    <div className="fixed inset-0 bg-[#17120e]">
      <iframe
        ref={frame}
        src={`/embed/${encodeURIComponent(slug)}/index.html`}
        title={`${gameName} (${gameMode === 'practice' ? 'practice' : 'compete'})`}
        allow="autoplay; fullscreen"
        className="block h-dvh w-full border-0"
      />

      {/* Only until the game is up: then its own HUD has Exit, beside (not over) its score and level. */}
      {status === 'loading' ? (
        <Button
          variant="outline"
          size="sm"
          className="absolute top-3 left-3 z-10 border-white/25 bg-black/55 text-white backdrop-blur hover:bg-black/75 hover:text-white"
          onClick={() => void navigate(exitTo)}
        >
          <ArrowLeft aria-hidden="true" />
          Exit game
        </Button>
      ) : null}

      {status === 'loading' ? (
        <FrameOverlay icon={<Spinner className="size-8 text-primary" />} title={`Loading ${gameName}…`}>
          {isSlow ? <p>This is taking longer than usual. Check your connection, or exit and try again.</p> : null}
        </FrameOverlay>
      ) : null}

      {status === 'no-tokens' ? (
        <FrameOverlay icon={<Coins className="size-8 text-primary" />} title="You do not have any tokens!">
          <p>Buy tokens or ask a teammate to share some, then come back to compete.</p>
          <Button className="mt-5" onClick={() => void navigate(exitTo)}>
            <ArrowLeft aria-hidden="true" />
            Go back
          </Button>
        </FrameOverlay>
      ) : null}

      {status === 'finished' ? (
        <FrameOverlay icon={<PartyPopper className="size-8 text-primary" />} title="Thanks for playing!">
          {summary !== undefined ? (
            summary
          ) : finalScore !== null ? (
            <p className="mb-3">
              <span className="block text-xs font-semibold tracking-widest uppercase">Final score</span>
              <span className="block text-4xl font-extrabold text-foreground tabular-nums">{finalScore}</span>
              {gameMode === 'play' ? <span className="block">Sent for verification</span> : null}
            </p>
          ) : null}
          {holdExit ? null : <p>Taking you back…</p>}
        </FrameOverlay>
      ) : null}
    </div>
  );
}

function FrameOverlay({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="absolute inset-0 flex items-center justify-center bg-[#17120e]/85 p-6 backdrop-blur-sm">
      <div
        role="status"
        className="flex w-full max-w-sm flex-col items-center rounded-2xl bg-card p-8 text-center shadow-lift"
      >
        <span
          aria-hidden="true"
          className="mb-4 inline-flex size-16 items-center justify-center rounded-full bg-primary-soft"
        >
          {icon}
        </span>
        <h1 className="text-xl font-bold">{title}</h1>
        <div className="mt-2 text-sm text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

/** True once `ms` have passed while `running` stayed true. */
function useElapsed(ms: number, running: boolean): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setElapsed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms, running]);
  return running && elapsed;
}
