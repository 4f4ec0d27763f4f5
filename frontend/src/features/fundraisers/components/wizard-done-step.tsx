import type { FundraiserDetail } from '@fundplay/contracts';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { StepCard } from './wizard-step-card';

/** The wizard's end: the fundraiser exists, and its dashboard opens after `redirectDelayMs` (or now, by the link). */
export function WizardDoneStep({
  fundraiser,
  redirectDelayMs,
}: {
  fundraiser: FundraiserDetail;
  redirectDelayMs: number;
}) {
  return (
    <StepCard title="Your fundraiser is ready!">
      <div role="status" className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 size-6 shrink-0 text-trust" aria-hidden="true" />
        <p>
          <strong>{fundraiser.fundRaisingName}</strong> is set up. Opening its dashboard in{' '}
          {Math.round(redirectDelayMs / 1000)} seconds…
        </p>
      </div>
      <Button asChild variant="trust" className="justify-self-start">
        <Link to={paths.admin.fundraiser.href(fundraiser._id)} replace>
          Open the dashboard now
        </Link>
      </Button>
    </StepCard>
  );
}
