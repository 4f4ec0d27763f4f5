import { MailX } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { AuthCard } from '@/features/auth/components/auth-card';
import { UnsubscribePreference } from '@/features/outreach/components/unsubscribe-preference';

/** `/unsubscribe/{token}`: the way out every outreach message carries; public, no sign-in, reversible. */
export function UnsubscribeRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <title>Message preferences · FundPlay</title>
      <AuthCard icon={MailX} title="Message preferences">
        <UnsubscribePreference key={token} token={token} />
      </AuthCard>
    </>
  );
}
