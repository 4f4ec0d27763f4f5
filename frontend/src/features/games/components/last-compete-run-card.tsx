import { competeMessages } from '@fundplay/contracts';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { Swords, Trophy, X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { boardMove } from '../lib/board-move';
import { lastCompeteRunAtom, type LastCompeteRun } from '../states/last-compete-run';

/**
 * The member's last compete run, at the top of the dashboard the game returns to: the verified score (or why it was
 * not ranked), the rank and how it moved, and the personal best. It stays, through reloads, until dismissed.
 */
export function LastCompeteRunCard({ fundraiserId }: { fundraiserId: string }) {
  const [last, setLast] = useAtom(lastCompeteRunAtom);
  const headingId = useId();
  if (!last || last.fundraiserId !== fundraiserId) return null;

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-2xl border-2 border-primary/30 bg-card p-5 shadow-soft sm:p-6"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="flex items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Trophy className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-xs font-semibold tracking-widest text-primary uppercase">Your last run</p>
            <h2 id={headingId} className="text-lg font-bold">
              {last.gameName}
            </h2>
          </div>
        </div>
        <Button variant="ghost" size="icon" aria-label="Dismiss your last run" onClick={() => setLast(RESET)}>
          <X aria-hidden="true" />
        </Button>
      </header>
      <RunOutcome last={last} />
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <Link to={paths.play.href(fundraiserId, last.gameId)}>
            <Swords aria-hidden="true" />
            Compete again
          </Link>
        </Button>
      </div>
    </section>
  );
}

function RunOutcome({ last }: { last: LastCompeteRun }) {
  const { outcome } = last;
  if (outcome.kind === 'refused') {
    return <p className="font-semibold text-destructive">{outcome.reason}</p>;
  }
  const { result } = outcome;
  if (!result.verified) {
    return (
      <div className="grid gap-1">
        <p className="text-sm text-muted-foreground">
          Score <span className="tabular-nums">{result.score.toLocaleString('en-US')}</span>, not ranked
        </p>
        <p className="font-semibold text-destructive">{result.reason ?? competeMessages.runRejected}</p>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center sm:gap-8">
      <div>
        <p className="text-4xl font-extrabold tabular-nums">{result.score.toLocaleString('en-US')}</p>
        <p className="font-semibold text-success">
          <span aria-hidden="true">✓ </span>
          {competeMessages.runVerified}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Rank</dt>
          <dd>
            {result.rank === null ? (
              'Not on the board yet'
            ) : (
              <>
                <strong className="text-lg tabular-nums">#{result.rank}</strong>
                <span className="block">{boardMove(result.previousRank, result.rank)}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Personal best</dt>
          <dd>
            <strong className="text-lg tabular-nums">
              {(result.bestScore ?? result.score).toLocaleString('en-US')}
            </strong>
            {result.personalBest ? <span className="block font-semibold text-success">New personal best!</span> : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
