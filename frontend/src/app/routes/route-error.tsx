import { TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong.';
}

/** Fallback for anything a page throws (spec §2): the heading, then the status and text or the message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center"
    >
      <title>Something went wrong · FundPlay</title>
      <span className="mb-6 inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-destructive">
        <TriangleAlert className="size-10" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-extrabold">Unexpected application error!</h1>
      <p className="mt-3 rounded-lg bg-muted px-4 py-2 font-mono text-sm break-words">{describe(error)}</p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button asChild variant="outline">
          <a href={paths.home}>Go to the home page</a>
        </Button>
      </div>
    </div>
  );
}
