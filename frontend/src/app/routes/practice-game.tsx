import { gameCatalog } from '@fundplay/contracts';
import { useParams } from 'react-router-dom';
import { paths, publicFundraiserId } from '@/config/paths';
import { useSession } from '@/features/auth/hooks/use-session';
import { fundraiserPagePathFor } from '@/features/auth/lib/fundraiser-page-path';
import { GameFrame } from '@/features/games/components/game-frame';
import { PracticeFundraiserGame } from '@/features/games/components/practice-fundraiser-game';
import { NotFoundRoute } from './not-found';
import { SignInToPlay } from './sign-in-to-play';

/**
 * `/practice/{fundraiserId}/{gameId}`: free practice. Under the `public` id, a catalogue game from the public Games
 * page; otherwise a fundraiser's game, loaded by id, for its members and administrators.
 */
export function PracticeGameRoute() {
  const { fundraiserId = '', gameId = '' } = useParams();
  const { token, user } = useSession();

  if (fundraiserId !== publicFundraiserId) {
    if (!token || !user) return <SignInToPlay mode="practice" />;
    return (
      <PracticeFundraiserGame
        key={`${fundraiserId}/${gameId}`}
        fundraiserId={fundraiserId}
        gameId={gameId}
        exitTo={fundraiserPagePathFor(user.role, fundraiserId)}
      />
    );
  }

  const game = gameCatalog.find((candidate) => candidate.slug === gameId);
  if (!game) return <NotFoundRoute />;
  return (
    <>
      <title>{`Practice ${game.name} · FundPlay`}</title>
      <GameFrame
        slug={game.slug}
        gameName={game.name}
        fundRaisingID={publicFundraiserId}
        gameID={game.slug}
        gameMode="practice"
        token={null}
        exitTo={paths.games}
      />
    </>
  );
}
