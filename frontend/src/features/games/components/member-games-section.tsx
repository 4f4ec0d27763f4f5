import { competeMessages, type FundraiserGame } from '@fundplay/contracts';
import { Coins, Dumbbell, Gamepad2, Swords } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { useFundraiserGames } from '../api/get-fundraiser-games';
import { FundraiserGameImage } from './fundraiser-game-image';
import { HowToPlay } from './how-to-play';
import { LeaderboardDialog } from './leaderboard-dialog';

interface MemberGamesSectionProps {
  fundraiserId: string;
  /** The member's tokens in this fundraiser: competing spends one (spec §5: competing requires tokens > 0). */
  tokens: number;
  /** The games, when the dashboard already carries them; fetched otherwise. */
  games?: FundraiserGame[];
}

/** Games of a participant's or team member's dashboard (spec §2): Compete, Practice and each game's Leaderboard. */
export function MemberGamesSection({ fundraiserId, tokens, games: given }: MemberGamesSectionProps) {
  const fetched = useFundraiserGames(fundraiserId, { enabled: given === undefined });
  const noTokensId = useId();
  const games = given ?? fetched.data;

  return (
    <DashboardSection
      icon={Gamepad2}
      title="Games"
      description="Compete for the leaderboard with a token, or practice for free."
    >
      {games === undefined && fetched.isError ? (
        <Alert role="alert" variant="error">
          <div className="grid gap-1">
            <AlertTitle>{competeMessages.gamesLoadError}</AlertTitle>
            {errorMessage(fetched.error, '') !== competeMessages.gamesLoadError ? (
              <p>{errorMessage(fetched.error, '')}</p>
            ) : null}
          </div>
        </Alert>
      ) : games === undefined ? (
        <div role="status" className="grid gap-3">
          <p className="text-sm text-muted-foreground">{competeMessages.loadingGames}</p>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : games.length === 0 ? (
        <EmptyState icon={Gamepad2} title={competeMessages.noGames} />
      ) : (
        <>
          {tokens <= 0 ? (
            <Alert id={noTokensId} role="status" variant="warning">
              <Coins aria-hidden="true" />
              <div className="grid gap-1">
                <AlertTitle>{competeMessages.noTokens}</AlertTitle>
                <p>Buy tokens to compete (a team member’s participant can also share some). Practice is always free.</p>
              </div>
            </Alert>
          ) : null}
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {games.map((game) => (
              <li key={game._id} className="flex">
                <article
                  aria-label={game.gameName}
                  className="flex w-full flex-col overflow-hidden rounded-xl border bg-card"
                >
                  <FundraiserGameImage game={game} className="aspect-video w-full" />
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h3 className="text-lg font-bold">{game.gameName}</h3>
                    <p className="line-clamp-4 text-sm text-muted-foreground">{game.gameDescription}</p>
                    <HowToPlay slug={game.slug} gameName={game.gameName} collapsible />
                  </div>
                  <div className="flex flex-wrap gap-2 p-4 pt-0">
                    {tokens > 0 ? (
                      <Button asChild size="sm">
                        <Link to={paths.play.href(fundraiserId, game._id)} aria-label={`Compete in ${game.gameName}`}>
                          <Swords aria-hidden="true" />
                          Compete
                        </Link>
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        disabled
                        aria-label={`Compete in ${game.gameName}`}
                        aria-describedby={noTokensId}
                      >
                        <Swords aria-hidden="true" />
                        Compete
                      </Button>
                    )}
                    <Button asChild size="sm" variant="trust">
                      <Link to={paths.practice.href(fundraiserId, game._id)} aria-label={`Practice ${game.gameName}`}>
                        <Dumbbell aria-hidden="true" />
                        Practice
                      </Link>
                    </Button>
                    <LeaderboardDialog fundraiserId={fundraiserId} game={game} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardSection>
  );
}
