import { ArrowLeft, LogIn } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/**
 * A fundraiser's game for a visitor who is not signed in: the game pages have no navbar, so the way in is here.
 * Each login comes back to this game once signed in.
 */
export function SignInToPlay({ mode }: { mode: 'play' | 'practice' }) {
  const { pathname } = useLocation();
  const state = { redirect: pathname };
  return (
    <div className="flex min-h-dvh flex-1 items-center justify-center bg-[#17120e] p-4 sm:p-6">
      <div className="grid w-full max-w-md gap-4 rounded-2xl bg-card p-6 text-center shadow-lift sm:p-8">
        <title>{`Log in to ${mode === 'play' ? 'compete' : 'practice'} · FundPlay`}</title>
        <h1 className="text-2xl font-bold">{mode === 'play' ? 'Log in to compete' : 'Log in to practice this game'}</h1>
        <p className="text-sm text-muted-foreground">
          Fundraisers’ games are for their participants and team members. Log in, and you come straight back here.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild>
            <Link to={paths.participant.login} state={state}>
              <LogIn aria-hidden="true" />
              Participant login
            </Link>
          </Button>
          <Button asChild variant="trust">
            <Link to={paths.teamMember.login.href()} state={state}>
              <LogIn aria-hidden="true" />
              Team member login
            </Link>
          </Button>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.games}>
            <ArrowLeft aria-hidden="true" />
            Free games
          </Link>
        </Button>
      </div>
    </div>
  );
}
