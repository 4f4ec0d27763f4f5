import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';

interface NewsletterLinkResultProps {
  /** The request the link makes as the page opens. */
  result: UseQueryResult<{ message: string }>;
  pending: string;
  failure: string;
  /** What the person can do next, under the success or failure message. */
  successHint?: ReactNode;
  failureHint?: ReactNode;
}

/** Loading, success and error states of a page opened from a newsletter email's link. */
export function NewsletterLinkResult({
  result,
  pending,
  failure,
  successHint,
  failureHint,
}: NewsletterLinkResultProps) {
  if (result.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
        <Spinner /> {pending}
      </p>
    );
  }

  const failed = result.isError;
  return (
    <div role={failed ? 'alert' : 'status'} className="flex flex-col items-center gap-3 py-4 text-center">
      {failed ? (
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
      ) : (
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
      )}
      <p className="text-lg font-semibold text-balance">
        {failed ? errorMessage(result.error, failure) : result.data.message}
      </p>
      {failed ? failureHint : successHint}
      <Button asChild variant={failed ? 'outline' : 'default'} className="mt-2 w-full sm:w-auto">
        <Link to={paths.home}>
          <House aria-hidden="true" />
          Go to the home page
        </Link>
      </Button>
    </div>
  );
}
