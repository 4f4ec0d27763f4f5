import { moneyMessages, type SponsorRow } from '@fundplay/contracts';
import { ArrowLeft, Award, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminFundraiserDashboard } from '../api/get-admin-fundraiser-dashboard';
import { useSponsors } from '../api/get-sponsors';
import { LoadError } from './load-error';
import { SponsorFormDialog } from './sponsor-form-dialog';
import { SponsorsTable } from '@/components/sponsors-table';

/** spec §2 `/admin/dashboard/{fundraiserId}/sponsors` 'Fundraiser Sponsors': add, edit, back to the fundraiser. */
export function FundraiserSponsorsPage({ fundraiserId }: { fundraiserId: string }) {
  const sponsors = useSponsors(fundraiserId);
  // Only for the fundraiser's name (usually cached from its dashboard).
  const dashboard = useAdminFundraiserDashboard(fundraiserId);
  const [editing, setEditing] = useState<SponsorRow | 'add' | null>(null);

  let content;
  if (sponsors.isPending) {
    content = (
      <div className="grid gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          Loading sponsors…
        </p>
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  } else if (sponsors.isError) {
    content = <LoadError title={moneyMessages.sponsorsError} error={sponsors.error} />;
  } else if (sponsors.data.length === 0) {
    content = (
      <EmptyState
        icon={Award}
        title={moneyMessages.noSponsors}
        description="Add the businesses that sponsor this fundraiser; they are listed with their logo and website."
      />
    );
  } else {
    content = <SponsorsTable sponsors={sponsors.data} onEdit={setEditing} />;
  }

  return (
    <div className="grid gap-6">
      <Link
        to={paths.admin.fundraiser.href(fundraiserId)}
        className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-trust hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to fundraiser
      </Link>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold md:text-4xl">Fundraiser sponsors</h1>
          {dashboard.data ? <p className="text-muted-foreground">{dashboard.data.fundRaiser.fundRaisingName}</p> : null}
        </div>
        <Button variant="trust" className="sm:shrink-0" onClick={() => setEditing('add')}>
          <Plus aria-hidden="true" />
          Add sponsor
        </Button>
      </div>
      {content}
      <SponsorFormDialog fundraiserId={fundraiserId} editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
