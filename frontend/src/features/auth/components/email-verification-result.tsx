import { startFundraiserPath } from '@fundplay/contracts';
import { CircleAlert, CircleCheck, LogIn, RotateCcw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { useVerifyEmail } from '../api/verify-email';
import { withNext } from '../lib/return-path';

/**
 * Opens an emailed verification link: success leads to the admin login (and from there on to `next`, where the
 * sign-up was headed), failure to a new link.
 */
export function EmailVerificationResult({ token, next }: { token: string; next?: string }) {
  const verification = useVerifyEmail(token);

  if (verification.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
        <Spinner /> Verifying your email…
      </p>
    );
  }

  if (verification.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
        <p className="text-lg font-semibold">{errorMessage(verification.error, 'Email could not be verified')}</p>
        <p className="text-sm text-muted-foreground">Links expire after a while. We can send you a new one.</p>
        <Button asChild>
          <Link to={withNext(paths.resendEmail, next)}>
            <RotateCcw aria-hidden="true" />
            Send a new link
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
      <CircleCheck className="size-12 text-success" aria-hidden="true" />
      <p className="text-lg font-semibold">{verification.data.message}</p>
      <Button asChild>
        <Link to={paths.admin.login} state={next ? { redirect: next } : undefined}>
          <LogIn aria-hidden="true" />
          {next === startFundraiserPath ? 'Log in to start your fundraiser' : 'Go to administrator login'}
        </Link>
      </Button>
    </div>
  );
}
