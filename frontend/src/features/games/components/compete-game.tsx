import { competeMessages } from '@fundplay/contracts';
import { Coins } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useGame } from '../api/get-game';
import { useCompeteRun } from '../hooks/use-compete-run';
import { BackButton } from './back-button';
import { CompeteScreen } from './compete-screen';
import { FundraiserGameImage } from './fundraiser-game-image';
import { GameFrame } from './game-frame';
import { HowToPlay } from './how-to-play';
import { RunSummary } from './run-summary';

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

/**
 * `/play/{fundraiserId}/{gameId}` (Compete): a card that says what competing costs and how to play (the game's own
 * lines), then a run the server opens (one token, a seed and a ticket), the game in its frame with that seed, and
 * the server's verdict on the replay: the verified score and rank, then 'Thanks for playing!' and back to the
 * dashboard, which keeps showing the outcome (`LastCompeteRunCard`) until the member dismisses it.
 */
export function CompeteGame(props: CompeteGameProps) {
  const { fundraiserId, gameId, sessionToken, exitTo } = props;
  const game = useGame(gameId);
  const { start, run, noTokens, finished, onStart, submit, onExit } = useCompeteRun({
    fundraiserId,
    gameId,
    gameName: game.data?.gameName,
    onTokenSpent: props.onTokenSpent,
  });

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
