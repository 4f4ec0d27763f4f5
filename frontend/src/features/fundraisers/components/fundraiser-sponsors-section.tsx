import { moneyMessages, type SponsorRow } from '@fundplay/contracts';
import { Award, Settings2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SponsorsTable } from '@/components/sponsors-table';

/** The dashboard's Sponsors section (spec §2), with the way to the 'Fundraiser Sponsors' page. */
export function FundraiserSponsorsSection({
  fundraiserId,
  sponsors,
}: {
  fundraiserId: string;
  sponsors: readonly SponsorRow[];
}) {
  return (
    <DashboardSection
      icon={Award}
      title="Sponsors"
      description="Businesses that sponsor the fundraiser, newest first."
      actions={
        <Button asChild size="sm" variant="outline">
          <Link to={paths.admin.fundraiserSponsors.href(fundraiserId)}>
            <Settings2 aria-hidden="true" />
            Manage sponsors
          </Link>
        </Button>
      }
    >
      {sponsors.length === 0 ? (
        <EmptyState
          icon={Award}
          title={moneyMessages.noSponsors}
          description="Businesses that sponsor the fundraiser appear here, with what they gave."
        />
      ) : (
        <SponsorsTable sponsors={sponsors} />
      )}
    </DashboardSection>
  );
}
