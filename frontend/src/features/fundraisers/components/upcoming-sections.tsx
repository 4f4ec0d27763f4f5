import { Gamepad2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { DashboardSection } from '@/components/dashboard-section';

/** Games arrive with the compete issue; until then the section says so honestly. */
export function FundraiserGames({ games }: { games: readonly unknown[] }) {
  return (
    <DashboardSection icon={Gamepad2} title="Games">
      {games.length === 0 ? (
        <EmptyState
          icon={Gamepad2}
          title="This fundraiser currently has no games"
          description="Games that participants play with their tokens will appear here."
        />
      ) : (
        <p>{games.length} games</p>
      )}
    </DashboardSection>
  );
}
