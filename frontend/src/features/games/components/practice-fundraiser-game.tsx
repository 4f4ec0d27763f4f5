import { competeMessages } from '@fundplay/contracts';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { useGame } from '../api/get-game';
import { GameFrame } from './game-frame';

interface PracticeFundraiserGameProps {
  fundraiserId: string;
  gameId: string;
  /** Where Exit and the end of practice lead (the member's or administrator's page of the fundraiser). */
  exitTo: string;
}

/**
 * `/practice/{fundraiserId}/{gameId}` for a fundraiser's game: the game is loaded by id for its slug, then played
 * for free. Practice never opens a run: nothing is spent and nothing ranks.
 */
export function PracticeFundraiserGame({ fundraiserId, gameId, exitTo }: PracticeFundraiserGameProps) {
  const game = useGame(gameId);

  if (game.isPending) {
    return (
      <div className="flex min-h-dvh flex-1 items-center justify-center bg-[#17120e] p-6">
        <div role="status" className="flex flex-col items-center gap-3 rounded-2xl bg-card p-8 text-center shadow-lift">
          <Spinner className="size-8 text-primary" />
          <h1 className="text-xl font-bold">Loading the game…</h1>
        </div>
      </div>
    );
  }
  if (game.isError || game.data.fundRaiserId !== fundraiserId) {
    return (
      <div className="flex min-h-dvh flex-1 items-center justify-center bg-[#17120e] p-6">
        <div role="alert" className="grid max-w-sm gap-4 rounded-2xl bg-card p-8 text-center shadow-lift">
          <h1 className="text-xl font-bold">This game could not be opened</h1>
          <p className="text-sm text-muted-foreground">
            {game.isError ? errorMessage(game.error, competeMessages.gameNotFound) : competeMessages.gameNotFound}
          </p>
          <Button asChild variant="outline">
            <Link to={exitTo}>
              <ArrowLeft aria-hidden="true" />
              Back
            </Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <>
      <title>{`Practice ${game.data.gameName} · FundPlay`}</title>
      <GameFrame
        slug={game.data.slug}
        gameName={game.data.gameName}
        fundRaisingID={fundraiserId}
        gameID={gameId}
        gameMode="practice"
        token={null}
        exitTo={exitTo}
      />
    </>
  );
}
