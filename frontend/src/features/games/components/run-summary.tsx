import { competeMessages, type FinishRunRequest } from '@fundplay/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { Finish } from '../hooks/use-compete-run';
import { BackButton } from './back-button';

/** What the server said about the run, under 'Thanks for playing!'. */
export function RunSummary({
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
