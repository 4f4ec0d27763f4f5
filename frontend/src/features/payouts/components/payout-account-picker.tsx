import { moneyMessages } from '@fundplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, Landmark, Link2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { payoutKeys } from '../api/payout-keys';
import { CreateAndOnboardButton, FinishOnboardingButton, useOnboardHere } from './onboard-here';

export interface PayoutAccountPickerProps {
  /** The account linked now (the provider's `acct_…` id), or null. */
  currentAccountId: string | null;
  /** Links the chosen account (its id and display name) and tells how it went; resolves true once it is linked. */
  onLink: (accountId: string, accountName: string) => Promise<boolean>;
  submitLabel?: string;
  /** E.g. a Cancel or Skip button, beside the submit button. */
  secondaryAction?: ReactNode;
  /** The account chosen at first when none is linked yet (e.g. the one just onboarded). */
  initialChoice?: string | null;
  /**
   * Offers to create and onboard an account here: the provider's onboarding returns to this page of FundPlay (an
   * absolute URL) for the account; without it, accounts are created and onboarded on My accounts.
   */
  onboardingReturnUrl?: (accountId: string) => string;
  /** Leaves for the provider's onboarding (a full navigation; injectable for tests). */
  redirect?: (url: string) => void;
  redirectDelayMs?: number;
}

function MyAccountsLink({ children }: { children: ReactNode }) {
  return (
    <Link to={paths.admin.stripeAccounts} className="font-semibold text-trust underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

/**
 * spec §2 'link payment account': one of the caller's payout accounts for a fundraiser or a group. Only verified
 * accounts can be chosen (spec §5); the others are listed, disabled, with the way to finish their onboarding.
 * Choosing the account already linked says 'No change detected!'.
 */
export function PayoutAccountPicker({
  currentAccountId,
  onLink,
  submitLabel = 'Link account',
  secondaryAction,
  initialChoice = null,
  onboardingReturnUrl,
  redirect,
  redirectDelayMs,
}: PayoutAccountPickerProps) {
  const nameId = useId();
  const errorId = useId();
  const queryClient = useQueryClient();
  const accounts = usePayoutAccounts();
  const [chosen, setChosen] = useState<string>(currentAccountId ?? initialChoice ?? '');
  const here = useOnboardHere(onboardingReturnUrl, redirect, redirectDelayMs);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setProblem(moneyMessages.accountIdInvalid);
      return;
    }
    if (chosen === currentAccountId) {
      notify.warning(moneyMessages.noChange);
      return;
    }
    setPending(true);
    try {
      const name = accounts.data?.find((account) => account.accountId === chosen)?.name ?? '';
      if (await onLink(chosen, name)) await queryClient.invalidateQueries({ queryKey: payoutKeys.accounts() });
    } finally {
      setPending(false);
    }
  };

  if (accounts.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          Loading accounts…
        </p>
        <Skeleton className="h-14 w-full rounded-xl" />
        <Skeleton className="h-14 w-full rounded-xl" />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <Alert role="alert" variant="error">
        <div className="grid gap-1">
          <AlertTitle>Accounts could not be loaded</AlertTitle>
          <p>{errorMessage(accounts.error, 'Please try again.')}</p>
        </div>
      </Alert>
    );
  }
  if (accounts.data.length === 0) {
    return (
      <div className="grid gap-4">
        <EmptyState
          icon={Landmark}
          title="You have no payout accounts yet"
          description={
            here.enabled ? (
              'Create one and finish its Stripe onboarding: you come back here with it chosen.'
            ) : (
              <>
                Create one and finish its Stripe onboarding on <MyAccountsLink>My accounts</MyAccountsLink>, then link
                it here.
              </>
            )
          }
        />
        {here.enabled ? <CreateAndOnboardButton onboarding={here.onboarding} start={here.start} /> : null}
        {secondaryAction ? <div className="flex justify-end">{secondaryAction}</div> : null}
      </div>
    );
  }

  const anyVerified = accounts.data.some((account) => account.isVerified);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Link payout account" className="grid gap-4">
      <fieldset disabled={pending} className="grid gap-2" aria-describedby={problem ? errorId : undefined}>
        <legend className="mb-2 text-sm font-semibold">Payout account</legend>
        {accounts.data.map((account) => {
          const hintId = `${nameId}-${account._id}`;
          const linkedNow = account.accountId === currentAccountId;
          return (
            <div key={account._id} className="grid gap-2">
              <label
                className={cn(
                  'flex items-start gap-3 rounded-xl border p-3',
                  account.isVerified ? 'cursor-pointer hover:bg-accent/40' : 'cursor-not-allowed bg-muted/40',
                  chosen === account.accountId && 'border-trust bg-trust-soft/40',
                )}
              >
                <input
                  type="radio"
                  name={nameId}
                  value={account.accountId}
                  checked={chosen === account.accountId}
                  disabled={!account.isVerified}
                  aria-describedby={account.isVerified ? undefined : hintId}
                  onChange={() => {
                    setChosen(account.accountId);
                    setProblem(null);
                  }}
                  className="mt-1 size-4 shrink-0 accent-primary"
                />
                <span className="grid min-w-0 gap-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {account.name}
                    {account.isVerified ? (
                      <Badge variant="trust">
                        <BadgeCheck aria-hidden="true" />
                        Verified
                      </Badge>
                    ) : (
                      <Badge variant="outline">Not verified</Badge>
                    )}
                    {linkedNow ? <Badge>Linked now</Badge> : null}
                  </span>
                  {account.isVerified ? null : (
                    <span id={hintId} className="text-xs text-muted-foreground">
                      {here.enabled
                        ? 'Finish its Stripe onboarding to link it.'
                        : 'Finish its Stripe onboarding on My accounts to link it.'}
                    </span>
                  )}
                </span>
              </label>
              {here.enabled && !account.isVerified ? (
                <FinishOnboardingButton
                  accountId={account.accountId}
                  name={account.name}
                  onboarding={here.onboarding}
                  start={here.start}
                />
              ) : null}
            </div>
          );
        })}
      </fieldset>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      {anyVerified ? null : (
        <Alert variant="warning">
          <p>
            {here.enabled ? (
              "None of your accounts is verified yet. Finish an account's Stripe onboarding, then choose it here."
            ) : (
              <>
                None of your accounts is verified yet. Finish an account&apos;s Stripe onboarding on{' '}
                <MyAccountsLink>My accounts</MyAccountsLink>, then link it here.
              </>
            )}
          </p>
        </Alert>
      )}
      {here.enabled ? (
        <CreateAndOnboardButton onboarding={here.onboarding} start={here.start} />
      ) : (
        <p className="text-sm text-muted-foreground">
          Create or verify accounts on <MyAccountsLink>My accounts</MyAccountsLink>.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" variant="trust" disabled={pending || !anyVerified}>
          {pending ? <Spinner className="size-4" /> : <Link2 aria-hidden="true" />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
