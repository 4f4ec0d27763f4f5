import { MailCheck, MailOpen } from 'lucide-react';
import { useLocation, useParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { EmailVerificationResult } from '@/features/auth/components/email-verification-result';
import { ResendEmailForm } from '@/features/auth/components/resend-email-form';
import { readEmailVerificationState } from '@/features/auth/lib/email-verification-state';

/** /email-verification/{token} opens the emailed link; without a token it asks to check the inbox. */
export function EmailVerificationRoute() {
  const { token } = useParams();
  const sentTo = readEmailVerificationState(useLocation().state);

  if (token) {
    return (
      <>
        <title>Email verification · FundPlay</title>
        <AuthCard icon={MailCheck} title="Email verification">
          <EmailVerificationResult key={token} token={token} />
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
        <ResendEmailForm defaults={sentTo ?? undefined} />
      </AuthCard>
    </>
  );
}

export function ResendEmailRoute() {
  return (
    <>
      <title>Resend verification email · FundPlay</title>
      <AuthCard
        icon={MailOpen}
        title="Resend verification email"
        description="Enter the first name and email you signed up with and we will send a new link."
      >
        <ResendEmailForm />
      </AuthCard>
    </>
  );
}
