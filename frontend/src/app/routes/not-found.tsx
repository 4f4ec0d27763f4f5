import { Compass, Gamepad2, House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <>
      <title>Page not found · FundPlay</title>
      <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center">
        <span className="mb-6 inline-flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Compass className="size-10" aria-hidden="true" />
        </span>
        <p className="font-display text-sm font-bold tracking-wider text-primary uppercase">Error 404</p>
        <h1 className="mt-2 text-3xl font-extrabold md:text-4xl">We couldn’t find that page</h1>
        <p className="mt-3 text-muted-foreground">
          The link may be old or mistyped. Let’s get you back to somewhere useful.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={paths.home}>
              <House aria-hidden="true" />
              Go to the home page
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.games}>
              <Gamepad2 aria-hidden="true" />
              Browse games
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}
