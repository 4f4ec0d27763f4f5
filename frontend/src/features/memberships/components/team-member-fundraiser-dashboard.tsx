import type { TeamMemberDashboard } from '@fundplay/contracts';
import { HeartHandshake, Info } from 'lucide-react';
import { useMemo } from 'react';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format-money';
import { formatPhone } from '@/lib/format-phone';
import { teamMemberDashboardQueryOptions, useTeamMemberDashboard } from '../api/get-team-member-dashboard';
import { useLiveDashboard } from '../hooks/use-live-dashboard';
import type { MemberDashboardSections } from '../lib/dashboard-sections';
import type { TokenPurchaseTarget } from '../lib/token-purchase';
import { DashboardSection } from '@/components/dashboard-section';
import { FundraiserPageFrame } from './fundraiser-page-frame';
import { FactList } from './fact-list';
import { GiveOrShare } from './give-or-share';
import { PurchaseTokens } from './purchase-tokens';
import { SponsorsSection } from './sponsors-section';

/** `/teammember/dashboard/{fundraiserId}` (spec §2): the team member's view of one fundraiser. */
export function TeamMemberFundraiserDashboard({
  fundraiserId,
  ...sections
}: { fundraiserId: string } & MemberDashboardSections) {
  // Tokens and the fundraiser's progress follow the ledger live.
  useLiveDashboard(fundraiserId, teamMemberDashboardQueryOptions(fundraiserId).queryKey);
  return (
    <FundraiserPageFrame backTo={paths.teamMember.dashboard} query={useTeamMemberDashboard(fundraiserId)}>
      {(dashboard) => <Sections dashboard={dashboard} {...sections} />}
    </FundraiserPageFrame>
  );
}

function Sections({
  dashboard,
  gamesSection: GamesSection,
  badgesSection: BadgesSection,
}: { dashboard: TeamMemberDashboard } & MemberDashboardSections) {
  const { teamMember, fundRaisers: fundraiser, participant } = dashboard;
  const purchaseTarget = useMemo<TokenPurchaseTarget>(() => ({ fundRaiserId: fundraiser._id }), [fundraiser._id]);
  return (
    <>
      <h2 className="text-2xl font-extrabold break-words md:text-3xl">{fundraiser.fundRaisingName}</h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <DashboardSection icon={Info} title="Information">
          <FactList
            facts={[
              { label: 'First name', value: teamMember.firstName },
              { label: 'Last name', value: teamMember.lastName },
              { label: 'Email', value: teamMember.email },
              { label: 'Phone', value: teamMember.phoneNo ? formatPhone(teamMember.phoneNo) : '—' },
              { label: 'Tokens', value: teamMember.tokens },
              { label: 'Fundraiser goal', value: formatMoney(fundraiser.fundRaisingGoal) },
            ]}
          />
        </DashboardSection>
        <DashboardSection icon={HeartHandshake} title="You support">
          <p className="text-lg font-semibold">
            {participant.firstName} {participant.lastName}
          </p>
          <p className="text-sm text-muted-foreground">
            Raised so far in {fundraiser.fundRaisingName}: {formatMoney(fundraiser.totalFunding)} of{' '}
            {formatMoney(fundraiser.fundRaisingGoal)}.
          </p>
          <GiveOrShare
            participantName={participant.firstName}
            fundraiserName={fundraiser.fundRaisingName}
            referalCode={participant.referalCode}
          />
        </DashboardSection>
      </div>
      <GamesSection fundraiserId={fundraiser._id} tokens={teamMember.tokens} games={dashboard.games} />
      <div className="grid gap-6 lg:grid-cols-2">
        <PurchaseTokens
          target={purchaseTarget}
          dashboardQueryKey={teamMemberDashboardQueryOptions(fundraiser._id).queryKey}
        />
        <BadgesSection fundraiserId={fundraiser._id} supportedParticipant={participant.firstName} />
      </div>
      <SponsorsSection fundraiserId={fundraiser._id} />
    </>
  );
}
