import type { FundraiserDetail } from '@fundplay/contracts';
import { HandCoins } from 'lucide-react';
import { Progress } from '@/components/ui/progress';
import { formatMoney } from '@/lib/format-money';
import { DashboardSection } from '@/components/dashboard-section';
import { Fact } from './fact';

/**
 * Counts and totals as the server reports them. Donations open with card payments (the money issue); until then
 * the total is an honest $0, never an estimate.
 */
export function ParticipantsAndDonations({ fundraiser }: { fundraiser: FundraiserDetail }) {
  const raised = fundraiser.totalFunding;
  const goal = fundraiser.fundRaisingGoal;
  return (
    <DashboardSection icon={HandCoins} title="Participants & Donations">
      <dl className="grid grid-cols-2 gap-4">
        <Fact label="Participants">{fundraiser.participantCount}</Fact>
        <Fact label="Groups">{fundraiser.groupCount}</Fact>
        <Fact label="Total donations">{formatMoney(raised)}</Fact>
        <Fact label="Goal">{goal > 0 ? formatMoney(goal) : 'Not set yet'}</Fact>
      </dl>
      {goal > 0 ? (
        <div className="grid gap-1.5">
          <Progress value={raised} max={goal} aria-label="Raised of the goal" />
          {raised > 0 ? (
            <p className="text-sm text-muted-foreground">
              {formatMoney(raised)} raised of {formatMoney(goal)}
            </p>
          ) : null}
        </div>
      ) : null}
      {raised === 0 ? (
        <p className="text-sm text-muted-foreground">
          {formatMoney(0)} raised so far. Donations open once card payments and payout accounts are available.
        </p>
      ) : null}
    </DashboardSection>
  );
}
