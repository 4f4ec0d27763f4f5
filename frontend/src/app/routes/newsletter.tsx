import { MailCheck, MailX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { NewsletterConfirmation } from '@/features/newsletter/components/newsletter-confirmation';
import { NewsletterUnsubscribe } from '@/features/newsletter/components/newsletter-unsubscribe';

/** /newsletter/confirm/{token}: the link of the double opt-in email. */
export function NewsletterConfirmRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Confirm your subscription · FundPlay</title>
      <AuthCard icon={MailCheck} title="Newsletter subscription">
        <NewsletterConfirmation key={token} token={token} />
      </AuthCard>
    </>
  );
}

/** /newsletter/unsubscribe/{token}: the one-click unsubscribe link every newsletter email carries. */
export function NewsletterUnsubscribeRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Unsubscribe · FundPlay</title>
      <AuthCard icon={MailX} title="Unsubscribe from the newsletter">
        <NewsletterUnsubscribe key={token} token={token} />
      </AuthCard>
    </>
  );
}
