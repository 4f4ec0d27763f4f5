import { ArrowLeft, ArrowRight, SearchCheck } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/form-errors';
import { useSimilarFundraisers } from '../api/get-similar-fundraisers';
import { formatDate } from '../lib/dates';

interface SimilarFundraisersStepProps {
  name: string;
  onBack: () => void;
  onContinue: () => void;
}

/** spec §2: before going on (nothing is created until the wizard's last step), show fundraisers with a similar name; the person may go back and change it. */
export function SimilarFundraisersStep({ name, onBack, onContinue }: SimilarFundraisersStepProps) {
  const similar = useSimilarFundraisers(name);

  let content;
  if (similar.isPending) {
    content = (
      <div className="grid gap-2" aria-label="Looking for similar fundraisers">
        <Skeleton className="h-12 w-full rounded-xl" />
        <Skeleton className="h-12 w-full rounded-xl" />
      </div>
    );
  } else if (similar.isError) {
    content = (
      <Alert role="alert" variant="error">
        {errorMessage(similar.error, 'Error fetching similar fundraisers!')}
      </Alert>
    );
  } else if (similar.data.length === 0) {
    content = (
      <EmptyState
        icon={SearchCheck}
        title="No fundraiser has a similar name"
        description={`“${name}” is ready to be created.`}
      />
    );
  } else {
    content = (
      <div className="grid gap-3">
        <Alert variant="warning">
          {similar.data.length === 1
            ? 'A fundraiser with a similar name exists.'
            : 'Fundraisers with similar names exist.'}{' '}
          Make sure you are not starting the same one twice.
        </Alert>
        <ul aria-label="Fundraisers with similar names" className="grid divide-y rounded-xl border">
          {similar.data.map((fundraiser) => (
            <li key={fundraiser._id} className="flex flex-col gap-0.5 p-3 sm:flex-row sm:justify-between">
              <span className="font-semibold">{fundraiser.fundRaisingName}</span>
              <span className="text-sm text-muted-foreground">
                {fundraiser.city}, {fundraiser.state} · starts {formatDate(fundraiser.fundRaisingStartTime)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      {content}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          Back to information
        </Button>
        <Button variant="trust" onClick={onContinue} disabled={similar.isPending}>
          <ArrowRight aria-hidden="true" />
          Continue
        </Button>
      </div>
    </div>
  );
}
