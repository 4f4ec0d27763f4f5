import { useParams } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { paths } from '@/config/paths';
import { BackLink } from '@/features/memberships/components/back-link';
import { DashboardLoadError } from '@/features/memberships/components/dashboard-load-error';
import { useParticipantDashboard } from '@/features/memberships/api/get-participant-dashboard';
import { Skeleton } from '@/components/ui/skeleton';
import { Flyer } from '@/features/share-kit/components/flyer';

/** `/participant/flyer/{fundraiserId}`: the participant's printable flyer (issue #21). */
export function ParticipantFlyerRoute() {
  const { fundraiserId = '' } = useParams();
  const dashboard = useParticipantDashboard(fundraiserId);
  return (
    <>
      <title>Print a flyer · FundPlay</title>
      <PageSection className="grid gap-6 py-8 md:py-10">
        <BackLink to={paths.participant.fundraiser.href(fundraiserId)}>Back to my fundraiser</BackLink>
        {dashboard.isPending ? (
          <Skeleton className="mx-auto aspect-[210/279] w-full max-w-2xl rounded-xl" />
        ) : dashboard.isError ? (
          <DashboardLoadError error={dashboard.error} />
        ) : (
          <Flyer
            fundraiserId={fundraiserId}
            fundraiserName={dashboard.data.fundRaiser.fundRaisingName}
            fundraiserLogo={dashboard.data.fundRaiser.fundRaisingImage}
          />
        )}
      </PageSection>
    </>
  );
}
