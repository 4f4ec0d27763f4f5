import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';
import { fundraiserKeys } from '../api/fundraiser-keys';
import { useAdminFundraiserDashboard } from '../api/get-admin-fundraiser-dashboard';
import { formatDateRange } from '../lib/dates';
import type { FundraiserGamesSectionComponent } from '../lib/games-section';
import type { FundraiserOutreachSectionComponent } from '../lib/outreach-section';
import type { PayoutAccountPickerComponent } from '../lib/payout-account-picker';
import { CampaignPageSection } from './campaign-page-section';
import { FundraiserAdministrators } from './fundraiser-administrators';
import { FundraiserGroups } from './fundraiser-groups';
import { FundraiserInformation } from './fundraiser-information';
import { FundraiserParticipants } from './fundraiser-participants';
import { FundraiserStatusBadge } from './fundraiser-status-badge';
import { FundraiserSponsorsSection } from './fundraiser-sponsors-section';
import { FundraiserStatusCard } from './fundraiser-status-card';
import { LoadError } from './load-error';
import { ParticipantPhotosSection } from './participant-photos-section';
import { ParticipantsAndDonations } from './participants-and-donations';
import { PublicLinks } from './public-links';
import { SupporterMessagesSection } from './supporter-messages-section';
import { FundraiserGames } from './upcoming-sections';

interface FundraiserDashboardProps {
  fundraiserId: string;
  /** The signed-in administrator's id (a group's admin may change that group). */
  viewerId?: string;
  /** The administrator invitation form, composed by the page from the administrators feature. */
  inviteAdministratorForm?: ReactNode;
  /** Open the information editor at once (the list's Edit). */
  editOnOpen?: boolean;
  /** The payout-account picker, composed by the page from the payouts feature: enables linking accounts. */
  payoutAccountPicker?: PayoutAccountPickerComponent;
  /** The Games section, composed by the page from the games feature; without it the games are only listed. */
  gamesSection?: FundraiserGamesSectionComponent;
  /** The Outreach section (report, messages to members), composed by the page from the outreach feature. */
  outreachSection?: FundraiserOutreachSectionComponent;
}

function BackLink() {
  return (
    <Link
      to={paths.admin.dashboard}
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-trust hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Back to dashboard
    </Link>
  );
}

/** `/admin/dashboard/{fundraiserId}`: everything an administrator runs a fundraiser with (spec §2). */
export function FundraiserDashboard({
  fundraiserId,
  viewerId,
  inviteAdministratorForm,
  editOnOpen = false,
  payoutAccountPicker,
  gamesSection: GamesSection,
  outreachSection: OutreachSection,
}: FundraiserDashboardProps) {
  const dashboard = useAdminFundraiserDashboard(fundraiserId);
  const queryClient = useQueryClient();
  // A gift, refund or manual funds anywhere: the totals, the lists and the donations refetch (the push has no data).
  const onTotalsChanged = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: fundraiserKeys.adminDashboard(fundraiserId) });
    void queryClient.invalidateQueries({ queryKey: fundraiserKeys.donations(fundraiserId) });
  }, [queryClient, fundraiserId]);
  useFundraiserTotalsLive(fundraiserId, onTotalsChanged);

  if (dashboard.isPending) {
    return (
      <div className="grid gap-6">
        <BackLink />
        <Skeleton className="h-10 w-2/3 rounded-lg" />
        <Skeleton className="h-64 w-full rounded-2xl" />
        <FundraiserStatusCard />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div className="grid gap-6">
        <BackLink />
        <LoadError title="Dashboard could not be loaded" error={dashboard.error} />
      </div>
    );
  }

  const { fundRaiser: fundraiser, admin: admins, group: groups, participants, games, sponsors } = dashboard.data;
  return (
    <div className="grid gap-6">
      <BackLink />
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center">
        {fundraiser.fundRaisingImage ? (
          <img
            src={fundraiser.fundRaisingImage}
            alt=""
            className="size-16 shrink-0 rounded-xl border bg-card object-contain"
          />
        ) : null}
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold md:text-4xl">{fundraiser.fundRaisingName}</h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <FundraiserStatusBadge status={fundraiser.status} />
            <span>
              {fundraiser.city}, {fundraiser.state} ·{' '}
              {formatDateRange(fundraiser.fundRaisingStartTime, fundraiser.fundRaisingEndTime)}
            </span>
          </p>
        </div>
      </header>
      <FundraiserInformation fundraiser={fundraiser} groups={groups} editOnOpen={editOnOpen} />
      <FundraiserStatusCard fundraiser={fundraiser} groups={groups} payoutAccountPicker={payoutAccountPicker} />
      <ParticipantsAndDonations fundraiser={fundraiser} groups={groups} participants={participants} />
      {/* Issue #21: the public page, its wall's messages and under-18 photos, right after the money. */}
      <CampaignPageSection fundraiser={fundraiser} />
      <SupporterMessagesSection fundraiserId={fundraiser._id} />
      <ParticipantPhotosSection fundraiserId={fundraiser._id} />
      <FundraiserAdministrators
        admins={admins}
        inviteForm={inviteAdministratorForm}
        mayInvite={fundraiser.permissions.inviteAdministrators}
      />
      <PublicLinks fundraiser={fundraiser} />
      <FundraiserParticipants fundraiser={fundraiser} participants={participants} groups={groups} />
      <FundraiserGroups
        fundraiser={fundraiser}
        groups={groups}
        admins={admins}
        viewerId={viewerId}
        payoutAccountPicker={payoutAccountPicker}
      />
      {/* spec §2's order: … Fundraiser Groups, Games, Sponsors. */}
      {GamesSection ? <GamesSection fundraiser={fundraiser} groups={groups} /> : <FundraiserGames games={games} />}
      <FundraiserSponsorsSection fundraiserId={fundraiser._id} sponsors={sponsors} />
      {OutreachSection ? <OutreachSection fundraiser={fundraiser} /> : null}
    </div>
  );
}
