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
  /** Where signed-out visitors go instead of the role's login (spec §2: participant pages send them to signup). */
  signedOutPath?: string;
  children: ReactNode;
}

/**
 * Guards a dashboard: signed-out visitors go to the role's login (or `signedOutPath`) and come back here after
 * signing in; someone who just logged out goes home.
 */
export function RequireSession({ roles, loginRole, signedOutPath, children }: RequireSessionProps) {
  const { token, user } = useSession();
  const { pathname, search } = useLocation();
  const loggedOut = useAtomValue(loggedOutAtom);

  if (!token || !user) {
    if (loggedOut) return <Navigate to={paths.home} replace />;
    return (
      <Navigate to={signedOutPath ?? loginPathFor(loginRole)} replace state={{ redirect: `${pathname}${search}` }} />
    );
  }
  if (!roles.includes(user.role)) {
    return <Navigate to={dashboardPathFor(user.role)} replace />;
  }
  return children;
}
