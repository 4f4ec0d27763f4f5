import { ArrowRight, BadgeCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/form-errors';
import { usePayoutAccounts } from '../api/get-payout-accounts';

const shown = 4;

/** The administrator dashboard's Stripe accounts area (spec §2): the accounts at a glance, and the way to manage them. */
export function PayoutAccountsSummary() {
  const accounts = usePayoutAccounts();

  let content;
  if (accounts.isPending) {
    content = <Skeleton className="h-12 w-full rounded-xl" />;
  } else if (accounts.isError) {
    content = (
      <Alert role="alert" variant="error">
        {errorMessage(accounts.error, 'Accounts could not be loaded')}
      </Alert>
    );
  } else if (accounts.data.length === 0) {
    content = (
      <p className="text-sm text-muted-foreground">
        No payout accounts yet. Create one and link it with Stripe so your fundraisers can take donations.
      </p>
    );
  } else {
    const verified = accounts.data.filter((account) => account.isVerified).length;
    content = (
      <div className="grid gap-3">
        <p className="text-sm text-muted-foreground">
          {accounts.data.length} {accounts.data.length === 1 ? 'account' : 'accounts'}, {verified} verified.
        </p>
        <ul className="grid gap-2">
          {accounts.data.slice(0, shown).map((account) => (
            <li key={account._id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3">
              <span className="font-semibold">{account.name}</span>
              {account.isVerified ? (
                <Badge variant="trust">
                  <BadgeCheck aria-hidden="true" />
                  Verified
                </Badge>
              ) : (
                <Badge variant="outline">Not verified</Badge>
              )}
            </li>
          ))}
        </ul>
        {accounts.data.length > shown ? (
          <p className="text-sm text-muted-foreground">and {accounts.data.length - shown} more.</p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      {content}
      <Button asChild variant="outline" className="justify-self-start">
        <Link to={paths.admin.stripeAccounts}>
          Open My accounts
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
