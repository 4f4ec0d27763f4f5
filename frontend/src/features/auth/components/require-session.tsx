import type { Role } from '@fundplay/contracts';
import type { ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';
import { dashboardPathFor, loginPathFor } from '../lib/roles';
import { loggedOutAtom } from '../states/session';

interface RequireSessionProps {
  /** The roles this page is for; anyone else is sent to their own dashboard. */
  roles: readonly Role[];
  /** The login for visitors who are signed out. */
  loginRole: Role;
  children: ReactNode;
}

/**
 * Guards a dashboard: signed-out visitors go to the role's login, with its sign-up one click away, and come back
 * here after logging in or signing up (issue #19: most visitors of a member page already have an account, so the
 * login comes first rather than the spec's participant sign-up); someone who just logged out goes home.
 */
export function RequireSession({ roles, loginRole, children }: RequireSessionProps) {
  const { token, user } = useSession();
  const { pathname, search } = useLocation();
  const loggedOut = useAtomValue(loggedOutAtom);

  if (!token || !user) {
    if (loggedOut) return <Navigate to={paths.home} replace />;
    return <Navigate to={loginPathFor(loginRole)} replace state={{ redirect: `${pathname}${search}` }} />;
  }
  if (!roles.includes(user.role)) {
    return <Navigate to={dashboardPathFor(user.role)} replace />;
  }
  return children;
}
