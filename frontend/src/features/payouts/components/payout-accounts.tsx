import { moneyMessages, type PayoutAccountRow } from '@fundplay/contracts';
import { BadgeCheck, CircleDashed, ExternalLink, Landmark, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useDeletePayoutAccount } from '../api/delete-payout-account';
import { useGenerateAccountLink } from '../api/generate-account-link';
import { usePayoutAccounts } from '../api/get-payout-accounts';
import { dependenciesOf } from '../lib/account-dependencies';
import { NewAccountDialog } from './new-account-dialog';
import { ResolveDependenciesDialog } from './resolve-dependencies-dialog';
import { DeleteRowButton } from '@/components/row-action-buttons';

/** spec §9: the provider's onboarding opens 2 s after the link is generated. */
export const accountLinkRedirectDelayMs = 2000;

interface PayoutAccountsProps {
  redirectDelayMs?: number;
  /** Leaves FundPlay for the provider's onboarding page (a full navigation; injectable for tests). */
  redirect?: (url: string) => void;
}

type Refusal = NonNullable<Parameters<typeof ResolveDependenciesDialog>[0]['refusal']>;

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <Badge variant="trust">
      <BadgeCheck aria-hidden="true" />
      Verified
    </Badge>
  ) : (
    <Badge variant="outline">
      <CircleDashed aria-hidden="true" />
      Not verified
    </Badge>
  );
}

function LinkedTo({ account }: { account: PayoutAccountRow }) {
  if (!account.linked || account.linkedTo.length === 0) return <>No</>;
  return (
    <span className="grid gap-0.5">
      <span>Yes</span>
      <span className="text-xs text-muted-foreground">
        {account.linkedTo
          .map(
            (use) => `${use.fundRaisingName}${use.groupName ? ` (${use.groupName})` : ''}${use.ended ? ', ended' : ''}`,
          )
          .join('; ')}
      </span>
    </span>
  );
}

/**
 * spec §2 'My Accounts' (/admin/stripeAccounts): the administrator's payout accounts, onboarding with the provider
 * (Link Stripe account, or Update Stripe account once verified), creation and deletion.
 */
export function PayoutAccounts({
  redirectDelayMs = accountLinkRedirectDelayMs,
  redirect = (url) => window.location.assign(url),
}: PayoutAccountsProps) {
  const accounts = usePayoutAccounts();
  const generateLink = useGenerateAccountLink();
  const remove = useDeletePayoutAccount();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PayoutAccountRow | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [redirecting, setRedirecting] = useState<string | null>(null);
  const redirectTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const onLink = async (account: PayoutAccountRow) => {
    // Onboarding comes back to this very page, which then lists the account as verified.
    const here = new URL(paths.admin.stripeAccounts, window.location.origin).href;
    try {
      const { message, data } = await generateLink.mutateAsync({
        accountId: account.accountId,
        refreshUrl: here,
        returnUrl: here,
      });
      notify.success(message || moneyMessages.linkGenerated);
      setRedirecting(account.accountId);
      redirectTimer.current = window.setTimeout(() => redirect(data.url), redirectDelayMs);
    } catch (error) {
      notify.error(errorMessage(error, moneyMessages.linkError));
    }
  };

  const onConfirmDelete = async () => {
    if (!deleting) return;
    try {
      const { message } = await remove.mutateAsync({ stripeId: deleting.accountId });
      notify.success(message || moneyMessages.accountDeleted);
      setDeleting(null);
    } catch (error) {
      const fundRaisers = dependenciesOf(error);
      if (fundRaisers && fundRaisers.length > 0) {
        setRefusal({ accountName: deleting.name, fundRaisers });
        setDeleting(null);
      } else {
        notify.error(errorMessage(error, moneyMessages.accountDeleteError));
      }
    }
  };

  const busy = generateLink.isPending || redirecting !== null;

  let content;
  if (accounts.isPending) {
    content = (
      <div className="grid gap-3" aria-busy="true">
        <p className="sr-only" role="status">
          Loading accounts…
        </p>
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  } else if (accounts.isError) {
    content = (
      <Alert role="alert" variant="error">
        <div className="grid gap-1">
          <AlertTitle>Accounts could not be loaded</AlertTitle>
          <p>{errorMessage(accounts.error, 'Please try again.')}</p>
        </div>
      </Alert>
    );
  } else if (accounts.data.length === 0) {
    content = (
      <EmptyState
        icon={Landmark}
        title="No accounts yet"
        description="Create an account, then link it with Stripe so donations can be paid out to your organization."
      >
        <Button variant="trust" className="mt-2" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create new account
        </Button>
      </EmptyState>
    );
  } else {
    content = (
      <ResponsiveTable
        caption="My payout accounts"
        columns={['Name', 'Id', 'Linked', 'Actions']}
        className="md:max-h-[400px] md:overflow-y-auto"
      >
        {accounts.data.map((account) => (
          <TableRow key={account._id}>
            <TableCell label="Name" className="font-semibold">
              <span className="inline-flex flex-wrap items-center gap-2">
                {account.name}
                <VerifiedBadge verified={account.isVerified} />
              </span>
            </TableCell>
            <TableCell label="Id" className="font-mono text-xs">
              {account.accountId}
            </TableCell>
            <TableCell label="Linked">
              <LinkedTo account={account} />
            </TableCell>
            <TableCell label="Actions">
              <div className="mt-2 flex flex-wrap gap-2 md:mt-0">
                <Button
                  size="sm"
                  variant={account.isVerified ? 'outline' : 'trust'}
                  disabled={busy}
                  onClick={() => void onLink(account)}
                >
                  {redirecting === account.accountId ? (
                    <Spinner className="size-4" />
                  ) : (
                    <ExternalLink aria-hidden="true" />
                  )}
                  {account.isVerified ? 'Update Stripe account' : 'Link Stripe account'}
                </Button>
                <DeleteRowButton subject={account.name} disabled={busy} onClick={() => setDeleting(account)} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </ResponsiveTable>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold md:text-4xl">My accounts</h1>
          <p className="text-muted-foreground">
            Payout accounts receive the donations of the fundraisers and groups you link them to. Only verified accounts
            can be linked.
          </p>
        </div>
        <Button variant="trust" className="sm:shrink-0" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          Create new account
        </Button>
      </div>
      {redirecting ? (
        <Alert role="status">
          <Spinner className="size-5" />
          <p>{moneyMessages.linkGenerated}</p>
        </Alert>
      ) : null}
      {content}

      <NewAccountDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete account?"
        description={
          <>
            <strong>{deleting?.name}</strong> ({deleting?.accountId}) will be removed from FundPlay. Fundraisers that
            have ended keep their records.
          </>
        }
        confirmLabel="Delete account"
        destructive
        pending={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
      />
      <ResolveDependenciesDialog refusal={refusal} onClose={() => setRefusal(null)} />
    </div>
  );
}
