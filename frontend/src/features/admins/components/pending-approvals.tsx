import type { AdminApprovalRecord } from '@fundplay/contracts';
import { Check, Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/toast';
import { useApproveSecondaryAdmin } from '../api/approve-secondary-admin';
import { useSecondaryAdminApprovals } from '../api/get-secondary-admin-approvals';
import { describePrivileges } from '../lib/privileges';

/** Administrators who signed up through the primary admin's invitations and wait for approval. */
export function PendingApprovals() {
  const approvals = useSecondaryAdminApprovals();
  const [confirming, setConfirming] = useState<
    (AdminApprovalRecord['adminId'] & { privileges: AdminApprovalRecord['privileges'] }) | null
  >(null);
  const approve = useApproveSecondaryAdmin();

  const onApprove = async () => {
    if (!confirming) return;
    try {
      const { message } = await approve.mutateAsync({ adminId: confirming._id });
      notify.success(message);
      setConfirming(null);
    } catch (error) {
      notify.error(errorMessage(error, 'Admin could not be approved'));
    }
  };

  if (approvals.isPending) return <Skeleton className="h-24 w-full rounded-xl" />;
  if (approvals.isError) {
    return (
      <Alert role="alert" variant="error">
        {errorMessage(approvals.error, 'Admin pending approvals could not be loaded')}
      </Alert>
    );
  }
  if (approvals.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No administrators are waiting for approval"
        description="When someone signs up with your invitation link, they appear here."
      />
    );
  }

  return (
    <>
      <ResponsiveTable
        caption="Pending administrator approvals"
        columns={['Name', 'Email', 'Phone', 'Privileges', 'Action']}
      >
        {approvals.data.map(({ _id, adminId: admin, privileges }) => (
          <TableRow key={_id}>
            <TableCell label="Name" className="font-semibold">
              {admin.firstName} {admin.lastName}
            </TableCell>
            <TableCell label="Email">{admin.email}</TableCell>
            <TableCell label="Phone">{admin.phoneNo ? formatPhone(admin.phoneNo) : '—'}</TableCell>
            <TableCell label="Privileges">{describePrivileges(privileges)}</TableCell>
            <TableCell label="Action">
              <Button size="sm" variant="trust" onClick={() => setConfirming({ ...admin, privileges })}>
                <Check aria-hidden="true" />
                Approve
                <span className="sr-only">
                  {' '}
                  {admin.firstName} {admin.lastName}
                </span>
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </ResponsiveTable>

      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Approve administrator?</DialogTitle>
            <DialogDescription>
              {confirming ? `${confirming.firstName} ${confirming.lastName} (${confirming.email})` : null} will be able
              to use the administrator dashboard with these privileges:{' '}
              <strong>{confirming ? describePrivileges(confirming.privileges) : null}</strong>.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="trust" onClick={() => void onApprove()} disabled={approve.isPending}>
              {approve.isPending ? <Spinner /> : <Check aria-hidden="true" />}
              Approve
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
