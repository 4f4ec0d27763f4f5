import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';
import { dashboardPathFor } from '../lib/roles';

/** spec §9: a signed-out visitor on /dashboard goes home after half a second. */
export const signedOutRedirectMs = 500;

/** /dashboard (spec §2): opens the signed-in person's own dashboard. */
export function DashboardRedirect() {
  const { token, user } = useSession();
  const navigate = useNavigate();
  const signedIn = Boolean(token && user);

  useEffect(() => {
    if (signedIn) return;
    const timer = window.setTimeout(() => void navigate(paths.home, { replace: true }), signedOutRedirectMs);
    return () => window.clearTimeout(timer);
  }, [navigate, signedIn]);

  if (user && token) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return (
    <p role="status" className="flex flex-1 items-center justify-center gap-2 py-20 text-muted-foreground">
      <Spinner /> You are not logged in. Taking you home…
    </p>
  );
}
