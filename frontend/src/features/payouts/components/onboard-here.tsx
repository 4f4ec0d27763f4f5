import { moneyMessages } from '@fundplay/contracts';
import { ExternalLink, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useGenerateAccountLink } from '../api/generate-account-link';
import { NewAccountDialog } from './new-account-dialog';
import { accountLinkRedirectDelayMs } from './payout-accounts';

/**
 * Onboarding an account from the page the person is on (the wizard's payment step) rather than from My accounts:
 * the provider's onboarding returns to `returnUrl(accountId)`, where that page carries on.
 */
export function useOnboardHere(
  returnUrl: ((accountId: string) => string) | undefined,
  redirect: (url: string) => void = (url) => window.location.assign(url),
  redirectDelayMs = accountLinkRedirectDelayMs,
) {
  const generateLink = useGenerateAccountLink();
  const [onboarding, setOnboarding] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const start = async (accountId: string) => {
    if (!returnUrl) return;
    const back = returnUrl(accountId);
    setOnboarding(accountId);
    try {
      const { message, data } = await generateLink.mutateAsync({ accountId, refreshUrl: back, returnUrl: back });
      notify.success(message || moneyMessages.linkGenerated);
      timer.current = window.setTimeout(() => redirect(data.url), redirectDelayMs);
    } catch (error) {
      setOnboarding(null);
      notify.error(errorMessage(error, moneyMessages.linkError));
    }
  };
  return { enabled: returnUrl !== undefined, onboarding, start };
}

/** "Create a new account": the dialog, then straight to the new account's onboarding. */
export function CreateAndOnboardButton({
  onboarding,
  start,
}: Pick<ReturnType<typeof useOnboardHere>, 'onboarding' | 'start'>) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={onboarding !== null}
        onClick={() => setCreating(true)}
      >
        <Plus aria-hidden="true" />
        Create a new account
      </Button>
      <NewAccountDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(account) => void start(account.accountId)}
      />
    </>
  );
}

/** "Finish onboarding" for one account not verified yet. */
export function FinishOnboardingButton({
  accountId,
  name,
  onboarding,
  start,
}: { accountId: string; name: string } & Pick<ReturnType<typeof useOnboardHere>, 'onboarding' | 'start'>) {
  return (
    <Button
      size="sm"
      variant="outline"
      className="justify-self-start"
      disabled={onboarding !== null}
      aria-label={`Finish onboarding of ${name}`}
      onClick={() => void start(accountId)}
    >
      {onboarding === accountId ? <Spinner className="size-4" /> : <ExternalLink aria-hidden="true" />}
      {onboarding === accountId ? 'Opening Stripe…' : 'Finish onboarding'}
    </Button>
  );
}
