import { moneyMessages } from '@fundplay/contracts';
import { Handshake } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { SponsorsTable } from '@/components/sponsors-table';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSponsors } from '../api/get-sponsors';

/** Fundraiser Sponsors (spec §2): the businesses sponsoring the fundraiser and what each gave. */
export function SponsorsSection({ fundraiserId }: { fundraiserId: string }) {
  const sponsors = useSponsors(fundraiserId);
  return (
    <DashboardSection icon={Handshake} title="Fundraiser sponsors">
      {sponsors.isPending ? (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading the sponsors">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : sponsors.isError ? (
        <Alert role="alert" variant="error">
          {moneyMessages.sponsorsError}
        </Alert>
      ) : sponsors.data.length === 0 ? (
        <EmptyState icon={Handshake} title={moneyMessages.noSponsors} />
      ) : (
        <SponsorsTable sponsors={sponsors.data} />
      )}
    </DashboardSection>
  );
}
