import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { Alert } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAdminStatus } from '@/features/admins/api/get-admin-status';
import { ApprovalPendingNotice } from '@/features/admins/components/approval-pending-notice';
import { useSession } from '@/features/auth/hooks/use-session';
import { PayoutAccounts } from '@/features/payouts/components/payout-accounts';
import { errorMessage } from '@/lib/form-errors';

/** spec §2: a secondary admin manages payout accounts only once approved (asked of the server, not the stored session). */
function SecondaryAdminAccounts() {
  const status = useAdminStatus();
  if (status.isPending) return <Skeleton className="h-28 w-full rounded-2xl" />;
  if (status.isError) {
    return (
      <Alert role="alert" variant="error">
        {errorMessage(status.error, 'Dashboard could not be loaded')}
      </Alert>
    );
  }
  if (!status.data.adminApproval) {
    return (
      <>
        <h1 className="text-3xl font-extrabold md:text-4xl">My accounts</h1>
        <ApprovalPendingNotice />
      </>
    );
  }
  return <PayoutAccounts />;
}

/** `/admin/stripeAccounts` 'My Accounts' (inside the admin layout route, which guards it). */
export function StripeAccountsRoute() {
  const { user } = useSession();
  return (
    <>
      <title>My accounts · FundPlay</title>
      <PageSection className="grid max-w-5xl gap-6 py-8 md:py-12">
        <Link
          to={paths.admin.dashboard}
          className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-trust hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to dashboard
        </Link>
        {user?.role === 'secondaryAdmin' ? <SecondaryAdminAccounts /> : <PayoutAccounts />}
      </PageSection>
    </>
  );
}
