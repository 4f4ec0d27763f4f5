import { gameCatalog } from '@fundplay/contracts';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { paths, publicFundraiserId } from '@/config/paths';
import { GameCard } from '@/features/games/components/game-card';

export function GamesRoute() {
  return (
    <>
      <title>Games · FundPlay</title>
      <PageHero
        eyebrow="Play for a cause"
        title="Games"
        description={
          <p>
            Quick browser games for phones and computers. Practice here for free; inside a fundraiser, players spend
            tokens to compete, and every competitive score is verified before it reaches the leaderboard.
          </p>
        }
      />
      <PageSection aria-labelledby="all-games-heading">
        {/* The cards' titles are h3: this keeps the outline h1 -> h2 -> h3. */}
        <h2 id="all-games-heading" className="sr-only">
          All games
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2">
          {gameCatalog.map((game) => (
            <li key={game.slug} className="flex">
              <GameCard
                slug={game.slug}
                name={game.name}
                description={game.description}
                practiceHref={paths.practice.href(publicFundraiserId, game.slug)}
              />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
