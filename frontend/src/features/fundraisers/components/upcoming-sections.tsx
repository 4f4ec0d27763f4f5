import type { FundraiserGame } from '@fundplay/contracts';
import { Gamepad2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { DashboardSection } from '@/components/dashboard-section';

/** The games as the dashboard carries them, when the page composes no Games section of its own. */
export function FundraiserGames({ games }: { games: readonly FundraiserGame[] }) {
  return (
    <DashboardSection icon={Gamepad2} title="Games">
      {games.length === 0 ? (
        <EmptyState
          icon={Gamepad2}
          title="This fundraiser currently has no games"
          description="Games that participants play with their tokens will appear here."
        />
      ) : (
        <ul className="grid gap-1">
          {games.map((game) => (
            <li key={game._id} className="font-semibold">
              {game.gameName}
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
