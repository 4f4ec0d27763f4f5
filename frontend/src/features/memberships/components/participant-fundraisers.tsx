import { fundraiserMessages } from '@fundplay/contracts';
import { FolderOpen } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { useParticipantFundraisers } from '../api/get-participant-fundraisers';
import { FundraiserCard, FundraiserCardList } from './fundraiser-card';

/** The fundraisers a participant belongs to, each opening its participant dashboard. */
export function ParticipantFundraisers() {
  const fundraisers = useParticipantFundraisers();

  if (fundraisers.isPending) {
    return (
      <div role="status" aria-label="Loading your fundraisers" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-44 rounded-2xl" />
        <Skeleton className="h-44 rounded-2xl" />
      </div>
    );
  }
  if (fundraisers.isError) {
    return (
      <Alert role="alert" variant="error">
        {errorMessage(fundraisers.error, 'Fundraisers could not be loaded')}
      </Alert>
    );
  }
  if (fundraisers.data.length === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title={fundraiserMessages.notPartOfAny}
        description="Ask to join one below. Once an administrator admits you, it appears here by itself."
      />
    );
  }
  return (
    <FundraiserCardList label="Your fundraisers">
      {fundraisers.data.map((fundraiser) => (
        <FundraiserCard
          key={fundraiser._id}
          fundraiser={fundraiser}
          to={paths.participant.fundraiser.href(fundraiser._id)}
        />
      ))}
    </FundraiserCardList>
  );
}
