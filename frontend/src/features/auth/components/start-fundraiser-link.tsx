import { startFundraiserPath } from '@fundplay/contracts';
import { Link, type LinkProps } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '../hooks/use-session';
import { withNext } from '../lib/return-path';

/**
 * "Start a fundraiser": an administrator who is signed in goes straight to the wizard; anyone else signs up
 * first, and the sign-up carries the intent through email verification and login back to the wizard.
 */
export function StartFundraiserLink(props: Omit<LinkProps, 'to'>) {
  const { user } = useSession();
  const signedInAdmin = user?.role === 'admin' || user?.role === 'secondaryAdmin';
  const href = signedInAdmin ? startFundraiserPath : withNext(paths.admin.signup.href(), startFundraiserPath);
  return <Link to={href} {...props} />;
}
