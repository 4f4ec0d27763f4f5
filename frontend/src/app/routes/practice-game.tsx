import { gameCatalog } from '@fundplay/contracts';
import { useParams } from 'react-router-dom';
import { paths, publicFundraiserId } from '@/config/paths';
import { GameFrame } from '@/features/games/components/game-frame';
import { NotFoundRoute } from './not-found';

/** Free practice of a catalogue game from the public Games page; fundraiser games come with dashboards. */
export function PracticeGameRoute() {
  const { fundraiserId, gameId } = useParams();
  const game = gameCatalog.find((candidate) => candidate.slug === gameId);
  if (fundraiserId !== publicFundraiserId || !game) return <NotFoundRoute />;

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
