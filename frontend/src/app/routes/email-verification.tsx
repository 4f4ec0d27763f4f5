import { MailCheck, MailOpen } from 'lucide-react';
import { useLocation, useParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailVerificationResult } from '@/features/auth/components/email-verification-result';
import { ResendEmailForm } from '@/features/auth/components/resend-email-form';
import { readEmailVerificationState } from '@/features/auth/lib/email-verification-state';
import { readNextParam } from '@/features/auth/lib/return-path';

/** /email-verification/{token} opens the emailed link; without a token it asks to check the inbox. */
export function EmailVerificationRoute() {
  const { token } = useParams();
  const { state, search } = useLocation();
  const sentTo = readEmailVerificationState(state);

  if (token) {
    // The emailed link carries where the sign-up was headed (`?next=`, allow-listed only).
    return (
      <>
        <title>Email verification · FundPlay</title>
        <AuthCard icon={MailCheck} title="Email verification">
          <EmailVerificationResult key={token} token={token} next={readNextParam(search)} />
        </AuthCard>
      </>
    );
  }

  return (
    <>
      <title>Check your inbox · FundPlay</title>
      <AuthCard
        icon={MailOpen}
        title="Check your inbox"
        description={
          <>
            We sent a verification link to{' '}
            {sentTo ? <strong className="text-foreground">{sentTo.email}</strong> : 'your email address'}. Open it to
            activate your administrator account. Nothing there? Check your spam folder, or ask for a new link.
          </>
        }
      >
        <ResendEmailForm defaults={sentTo ?? undefined} next={sentTo?.next} />
      </AuthCard>
    </>
  );
}

/** `?next=` keeps where an expired link was headed, so the new link leads there too. */
export function ResendEmailRoute() {
  const next = readNextParam(useLocation().search);
  return (
    <>
      <title>Resend verification email · FundPlay</title>
      <AuthCard
        icon={MailOpen}
        title="Resend verification email"
        description="Enter the first name and email you signed up with and we will send a new link."
      >
        <ResendEmailForm next={next} />
      </AuthCard>
    </>
  );
}
