import {
  competeMessages,
  type CompeteRunResult,
  type CompeteRunStart,
  type FinishRunRequest,
} from '@fundplay/contracts';
import { useSetAtom } from 'jotai';
import { ArrowLeft, Coins } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useFinishRun } from '../api/finish-run';
import { useGame } from '../api/get-game';
import { useStartRun } from '../api/start-run';
import type { GameExit } from '../hooks/use-game-host';
import { newRunId } from '../lib/run-id';
import { lastCompeteRunAtom, type CompeteRunOutcome } from '../states/last-compete-run';
import { FundraiserGameImage } from './fundraiser-game-image';
import { GameFrame } from './game-frame';
import { HowToPlay } from './how-to-play';

interface CompeteGameProps {
  fundraiserId: string;
  gameId: string;
  /** The session token, passed to the game as the spec's `token`. */
  sessionToken: string | null;
  /** The member's tokens in this fundraiser, when known. */
  tokens: number | undefined;
  /** How the member came by tokens, shown under the balance (a participant's "2 earned from your $25 raised"). */
  tokensNote?: string;
  /** The member's dashboard of the fundraiser: Back, and where the page goes after the game. */
  exitTo: string;
  practiceHref: string;
  /** A token was spent: the page refreshes whatever shows the member's tokens. */
  onTokenSpent?: () => void;
}

type Finish =
  | { state: 'idle' }
  | { state: 'verifying'; request: FinishRunRequest }
  | { state: 'done'; result: CompeteRunResult }
  | { state: 'refused'; reason: string }
  | { state: 'failed'; request: FinishRunRequest; message: string };

const finishFailedMessage = 'Your score could not be sent. Check your connection and try again.';

/**
 * `/play/{fundraiserId}/{gameId}` (Compete): a card that says what competing costs and how to play (the game's own
 * lines), then a run the server opens (one token, a seed and a ticket), the game in its frame with that seed, and
 * the server's verdict on the replay: the verified score and rank, then 'Thanks for playing!' and back to the
 * dashboard, which keeps showing the outcome (`LastCompeteRunCard`) until the member dismisses it.
 */
export function CompeteGame(props: CompeteGameProps) {
  const { fundraiserId, gameId, sessionToken, exitTo } = props;
  const game = useGame(gameId);
  const start = useStartRun();
  const finish = useFinishRun({ fundraiserId, gameId });
  // One id per press of Start, sent again when that press is retried, so a retry never spends a second token.
  const runId = useRef<string | null>(null);
  const [run, setRun] = useState<CompeteRunStart | null>(null);
  const [noTokens, setNoTokens] = useState(false);
  const [finished, setFinished] = useState<Finish>({ state: 'idle' });
  const setLastRun = useSetAtom(lastCompeteRunAtom);
  const remember = (outcome: CompeteRunOutcome) => {
    if (game.data) setLastRun({ fundraiserId, gameId, gameName: game.data.gameName, outcome });
  };

  const onStart = () => {
    runId.current ??= newRunId();
    start.mutate(
      { runId: runId.current, fundRaiserId: fundraiserId, gameId },
      {
        onSuccess: (started) => {
          runId.current = null;
          setRun(started);
          props.onTokenSpent?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.message === competeMessages.noTokens) setNoTokens(true);
        },
      },
    );
  };

  const submit = (request: FinishRunRequest) => {
    setFinished({ state: 'verifying', request });
    finish.mutate(request, {
      onSuccess: (result) => {
        setFinished({ state: 'done', result });
        remember({ kind: 'result', result });
      },
      onError: (error) => {
        // A refusal (expired, already submitted, not this game) is final; only a lost request is worth retrying.
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          const reason = error.message || competeMessages.runRejected;
          setFinished({ state: 'refused', reason });
          remember({ kind: 'refused', reason });
        } else {
          setFinished({ state: 'failed', request, message: errorMessage(error, finishFailedMessage) });
        }
      },
    });
  };

  const onExit = (exit: GameExit) => {
    if (!run || !exit.replay) return;
    const { replay } = exit;
    submit({
      runId: run.runId,
      ticket: run.ticket,
      replay: {
        game: replay.game,
        seed: replay.seed,
        inputs: replay.inputs.map(([tick, input]): [number, unknown] => [tick, input]),
        claimedScore: replay.claimedScore,
      },
    });
  };

  if (game.isPending) {
    return (
      <CompeteScreen>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <Spinner className="size-8 text-primary" />
          <h1 className="text-xl font-bold">Loading the game…</h1>
        </div>
      </CompeteScreen>
    );
  }
  if (game.isError || game.data.fundRaiserId !== fundraiserId) {
    return (
      <CompeteScreen>
        <div role="alert" className="grid gap-4 text-center">
          <h1 className="text-xl font-bold">This game could not be opened</h1>
          <p className="text-sm text-muted-foreground">
            {game.isError ? errorMessage(game.error, competeMessages.gameNotFound) : competeMessages.gameNotFound}
          </p>
          <BackButton to={exitTo} />
        </div>
      </CompeteScreen>
    );
  }

  const { gameName } = game.data;

  if (run) {
    return (
      <>
        <title>{`Compete in ${gameName} · FundPlay`}</title>
        <GameFrame
          slug={run.slug}
          gameName={gameName}
          fundRaisingID={fundraiserId}
          gameID={gameId}
          gameMode="play"
          token={sessionToken}
          seed={run.seed}
          exitTo={exitTo}
          onExit={onExit}
          summary={
            finished.state === 'idle' ? undefined : <RunSummary finish={finished} onRetry={submit} exitTo={exitTo} />
          }
          holdExit={finished.state === 'verifying' || finished.state === 'failed'}
        />
      </>
    );
  }

  const tokens = props.tokens;
  if (noTokens || tokens === 0) {
    return (
      <CompeteScreen>
        <title>{`Compete in ${gameName} · FundPlay`}</title>
        <div className="grid justify-items-center gap-4 text-center">
          <span
            aria-hidden="true"
            className="inline-flex size-16 items-center justify-center rounded-full bg-primary-soft"
          >
            <Coins className="size-8 text-primary" />
          </span>
          <h1 className="text-2xl font-bold">{competeMessages.noTokens}</h1>
          <p className="text-sm text-muted-foreground">
            Buy tokens on your dashboard (a team member’s participant can also share some), then come back to compete.
            Practice is free.
          </p>
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Button asChild variant="trust">
              <Link to={props.practiceHref}>Practice instead</Link>
            </Button>
            <BackButton to={exitTo} />
          </div>
        </div>
      </CompeteScreen>
    );
  }

  return (
    <CompeteScreen>
      <title>{`Compete in ${gameName} · FundPlay`}</title>
      <div className="grid gap-5">
        {/* Shorter on phones, so the how-to-play lines and Start fit on one screen. */}
        <FundraiserGameImage game={game.data} className="aspect-[5/2] w-full rounded-xl sm:aspect-[2/1]" />
        <div className="grid gap-2 text-center">
          <p className="text-xs font-semibold tracking-widest text-primary uppercase">Compete</p>
          <h1 className="text-2xl font-extrabold">{gameName}</h1>
          <p className="text-sm">
            Competing spends 1 token
            {tokens === undefined ? '.' : ` — you have ${tokens}.`}
          </p>
          {tokens !== undefined && props.tokensNote ? (
            <p className="text-xs text-muted-foreground">{props.tokensNote}</p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Your score counts once the server has replayed your run and verified it.
          </p>
        </div>
        <HowToPlay slug={game.data.slug} gameName={gameName} />
        {start.isError && !noTokens ? (
          <Alert role="alert" variant="error">
            {errorMessage(start.error, 'The run could not be started. Try again.')}
          </Alert>
        ) : null}
        {/* Start on its own row: three buttons side by side cut "Practice instead" short. */}
        <div className="grid gap-2 sm:grid-cols-2">
          <Button onClick={onStart} disabled={start.isPending} className="sm:col-span-2">
            {start.isPending ? <Spinner className="size-4" /> : null}
            {start.isError ? 'Try again' : 'Start'}
          </Button>
          <Button asChild variant="trust">
            <Link to={props.practiceHref}>Practice instead</Link>
          </Button>
          <BackButton to={exitTo} />
        </div>
      </div>
    </CompeteScreen>
  );
}

/** What the server said about the run, under 'Thanks for playing!'. */
function RunSummary({
  finish,
  onRetry,
  exitTo,
}: {
  finish: Exclude<Finish, { state: 'idle' }>;
  onRetry: (request: FinishRunRequest) => void;
  exitTo: string;
}) {
  switch (finish.state) {
    case 'verifying':
      return (
        <p className="mb-3 flex items-center justify-center gap-2">
          <Spinner className="size-4" />
          Verifying your score…
        </p>
      );
    case 'done': {
      const { result } = finish;
      return (
        <div className="mb-3 grid gap-1">
          <span className="block text-xs font-semibold tracking-widest uppercase">Final score</span>
          <span className="block text-4xl font-extrabold text-foreground tabular-nums">
            {result.score.toLocaleString('en-US')}
          </span>
          {result.verified ? (
            <span className="font-semibold text-success">
              <span aria-hidden="true">✓ </span>
              {competeMessages.runVerified}
            </span>
          ) : (
            <span className="font-semibold text-destructive">
              {competeMessages.runRejected}
              {result.reason ? ` ${result.reason}` : ''}
            </span>
          )}
          {result.verified && result.rank !== null ? (
            <span className="text-foreground">
              Rank <strong className="tabular-nums">#{result.rank}</strong> on the leaderboard
            </span>
          ) : null}
          {result.verified && result.personalBest ? <span>New personal best!</span> : null}
        </div>
      );
    }
    case 'refused':
      return <p className="mb-3 font-semibold text-destructive">{finish.reason}</p>;
    case 'failed':
      return (
        <div className="mb-1 grid gap-3">
          <p className="font-semibold text-destructive">{finish.message}</p>
          <Button onClick={() => onRetry(finish.request)}>Try again</Button>
          <BackButton to={exitTo} />
        </div>
      );
  }
}

function BackButton({ to }: { to: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={to}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Link>
    </Button>
  );
}

/** The compete page around its card: the whole screen, like the game that follows. */
function CompeteScreen({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center bg-[#17120e] p-4 sm:p-6">
      <div className="w-full max-w-md rounded-2xl bg-card p-6 shadow-lift sm:p-8">{children}</div>
    </div>
  );
}
