import { outreachMessages, type ConsentPreference } from '@fundplay/contracts';
import { BellOff, BellRing, CircleAlert, CircleCheck, House } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/form-errors';
import { useConsent } from '../api/get-consent';
import { useSetConsent } from '../api/set-consent';
import { formatLocalTime } from '../lib/message-status';

/**
 * `/unsubscribe/{token}` (issue #11): the address an outreach message went to, whether FundPlay may still write
 * to it, and one button to change that, either way.
 */
export function UnsubscribePreference({ token }: { token: string }) {
  const consent = useConsent(token);

  if (consent.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-muted-foreground">
        <Spinner /> Loading your preference…
      </p>
    );
  }
  if (consent.isError) {
    // An unknown or malformed token is a 4xx: say the link is not valid; anything else is worth retrying.
    const invalid = consent.error instanceof ApiError && consent.error.status >= 400 && consent.error.status < 500;
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-4 text-center">
        <CircleAlert className="size-12 text-destructive" aria-hidden="true" />
        <p className="text-lg font-semibold text-balance">
          {invalid
            ? outreachMessages.unsubscribeNotFound
            : errorMessage(consent.error, outreachMessages.unsubscribeNotFound)}
        </p>
        {invalid ? (
          <p className="text-sm text-muted-foreground">
            Still getting messages you do not want? Reply STOP to a text, or{' '}
            <Link to={paths.support} className="font-medium text-trust underline underline-offset-4">
              write to support
            </Link>
            .
          </p>
        ) : (
          <Button variant="outline" onClick={() => void consent.refetch()}>
            Try again
          </Button>
        )}
        <HomeButton />
      </div>
    );
  }
  return <PreferenceForm token={token} preference={consent.data} />;
}

function PreferenceForm({ token, preference }: { token: string; preference: ConsentPreference }) {
  const setConsent = useSetConsent();
  // What the last change said; nothing until the person changes something.
  const [changed, setChanged] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { subscribed } = preference;

  const onToggle = async () => {
    setFailure(null);
    try {
      const next = await setConsent.mutateAsync({ token, subscribed: !subscribed });
      setChanged(next.subscribed ? outreachMessages.resubscribed : outreachMessages.unsubscribed);
    } catch (error) {
      setChanged(null);
      setFailure(errorMessage(error, 'Your choice could not be saved. Please try again.'));
    }
  };

  return (
    <div className="grid gap-5">
      <dl className="grid gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">{preference.channel === 'email' ? 'Email address' : 'Phone number'}</dt>
          <dd className="font-semibold [overflow-wrap:anywhere]">{preference.maskedAddress}</dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-muted-foreground">Messages from FundPlay</dt>
          <dd className="flex items-center gap-1.5 font-semibold">
            {subscribed ? (
              <>
                <BellRing className="size-4 text-trust" aria-hidden="true" /> You can receive messages
              </>
            ) : (
              <>
                <BellOff className="size-4 text-muted-foreground" aria-hidden="true" /> Unsubscribed
              </>
            )}
          </dd>
          {preference.changedAt ? (
            <dd className="text-xs text-muted-foreground">
              Changed <time dateTime={preference.changedAt}>{formatLocalTime(preference.changedAt)}</time>
            </dd>
          ) : null}
        </div>
      </dl>
      {changed ? (
        <Alert role="status" variant="info">
          <CircleCheck aria-hidden="true" />
          <p>{changed}</p>
        </Alert>
      ) : null}
      {failure ? (
        <Alert role="alert" variant="error">
          <CircleAlert aria-hidden="true" />
          <p>{failure}</p>
        </Alert>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {subscribed
          ? 'Unsubscribing stops every fundraiser on FundPlay from messaging this address. You can change your mind here at any time.'
          : 'Subscribing again lets participants you know ask you for support at this address.'}
      </p>
      <Button
        variant={subscribed ? 'default' : 'trust'}
        onClick={() => void onToggle()}
        disabled={setConsent.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {setConsent.isPending ? (
          <Spinner className="size-4" />
        ) : subscribed ? (
          <BellOff aria-hidden="true" />
        ) : (
          <BellRing aria-hidden="true" />
        )}
        {subscribed ? 'Unsubscribe' : 'Resubscribe'}
      </Button>
      <HomeButton />
    </div>
  );
}

function HomeButton() {
  return (
    <Button asChild variant="ghost" className="w-full sm:w-auto sm:justify-self-start">
      <Link to={paths.home}>
        <House aria-hidden="true" />
        Go to the home page
      </Link>
    </Button>
  );
}
