import { Gamepad2, Medal } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { DashboardSection } from '@/components/dashboard-section';

/**
 * Games and badges of a fundraiser dashboard. Their own modules fill them later; until then they say
 * honestly that there is nothing yet (no sample numbers, no buttons that do nothing).
 */
export function GamesSection() {
  return (
    <DashboardSection icon={Gamepad2} title="Games">
      <EmptyState icon={Gamepad2} title="This fundraiser currently has no games" />
    </DashboardSection>
  );
}

export function BadgesSection() {
  return (
    <DashboardSection icon={Medal} title="Badges">
      <EmptyState icon={Medal} title="No badges earned yet" />
    </DashboardSection>
  );
}
