import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { InviteAdminForm } from '@/features/admins/components/invite-admin-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { CreateFundraiserWizard } from '@/features/fundraisers/components/create-fundraiser-wizard';
import { FundraiserDashboard } from '@/features/fundraisers/components/fundraiser-dashboard';
import { FundraiserSponsorsPage } from '@/features/fundraisers/components/fundraiser-sponsors-page';
import { canStartFundraiser } from '@/features/fundraisers/lib/fundraiser-viewer';
import type { FundraiserGamesSectionProps } from '@/features/fundraisers/lib/games-section';
import type { FundraiserOutreachSectionProps } from '@/features/fundraisers/lib/outreach-section';
import { AdminGamesSection } from '@/features/games/components/admin-games-section';
import { AdminOutreachSection } from '@/features/outreach/components/admin-outreach-section';
import { mayMessageMembers } from '@/features/outreach/lib/may-message-members';
import { PayoutAccountPicker } from '@/features/payouts/components/payout-account-picker';

/** `/admin/fundraisers/new` (inside the admin layout route, which guards it). */
export function NewFundraiserRoute() {
  const { user } = useSession();
  const allowed = user ? canStartFundraiser(user) : false;
  return (
    <>
      <title>Start a new fundraiser · FundPlay</title>
      <PageSection className="grid max-w-4xl gap-6 py-8 md:py-12">
        <Link
          to={paths.admin.dashboard}
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-trust hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        <h1 className="text-3xl font-extrabold md:text-4xl">Start a new fundraiser</h1>
        {allowed ? (
          <CreateFundraiserWizard payoutAccountPicker={PayoutAccountPicker} draftOwnerId={user?.id} />
        ) : (
          <Alert role="alert" variant="warning">
            <ShieldAlert aria-hidden="true" />
            Starting fundraisers needs the “Start new fundraiser” privilege. Ask your primary administrator for it.
          </Alert>
        )}
      </PageSection>
    </>
  );
}

/** `/admin/dashboard/{fundraiserId}` (inside the admin layout route, which guards it). */
export function AdminFundraiserRoute() {
  const { fundraiserId = '' } = useParams();
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  // The fundraisers list's Edit opens the editor once; a reload must not open it again.
  const [editOnOpen] = useState(() => search.get('edit') === 'info');

  useEffect(() => {
    if (search.has('edit')) setSearch({}, { replace: true });
  }, [search, setSearch]);

  return (
    <>
      <title>Fundraiser dashboard · FundPlay</title>
      <PageSection className="py-8 md:py-12">
        <FundraiserDashboard
          key={fundraiserId}
          fundraiserId={fundraiserId}
          viewerId={user?.id}
          inviteAdministratorForm={<InviteAdminForm />}
          editOnOpen={editOnOpen}
          payoutAccountPicker={PayoutAccountPicker}
          gamesSection={FundraiserGamesSection}
          outreachSection={FundraiserOutreachSection}
        />
      </PageSection>
    </>
  );
}

/** The fundraiser's Games for its administrators: spec §6, only its primary admin adds new games, edits and deletes. */
function FundraiserGamesSection({ fundraiser, groups }: FundraiserGamesSectionProps) {
  const { user } = useSession();
  return (
    <AdminGamesSection
      fundraiserId={fundraiser._id}
      isPrimaryAdmin={user !== null && user.id === fundraiser.primaryAdminId}
      groups={groups}
    />
  );
}

/** The fundraiser's Outreach: every administrator sees the report; messaging members needs `sendEmailAndTexts`. */
function FundraiserOutreachSection({ fundraiser }: FundraiserOutreachSectionProps) {
  const { user } = useSession();
  return <AdminOutreachSection fundraiserId={fundraiser._id} mayMessage={user !== null && mayMessageMembers(user)} />;
}

/** `/admin/dashboard/{fundraiserId}/sponsors` (inside the admin layout route, which guards it). */
export function AdminFundraiserSponsorsRoute() {
  const { fundraiserId = '' } = useParams();
  return (
    <>
      <title>Fundraiser sponsors · FundPlay</title>
      <PageSection className="py-8 md:py-12">
        <FundraiserSponsorsPage key={fundraiserId} fundraiserId={fundraiserId} />
      </PageSection>
    </>
  );
}
