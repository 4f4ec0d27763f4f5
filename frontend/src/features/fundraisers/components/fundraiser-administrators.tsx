import type { AdminRow } from '@fundplay/contracts';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { DashboardSection } from '@/components/dashboard-section';
import { formatPhone } from '@/lib/format-phone';

const roleLabels: Record<AdminRow['role'], string> = {
  admin: 'Primary administrator',
  secondaryAdmin: 'Administrator',
};

interface FundraiserAdministratorsProps {
  admins: readonly AdminRow[];
  /** The invitation form (composed by the page: it belongs to the administrators feature). */
  inviteForm?: ReactNode;
  mayInvite: boolean;
}

/** The administrators of the fundraiser's organisation, and inviting another one. */
export function FundraiserAdministrators({ admins, inviteForm, mayInvite }: FundraiserAdministratorsProps) {
  const [inviting, setInviting] = useState(false);
  return (
    <DashboardSection
      icon={ShieldCheck}
      title="Administrators"
      actions={
        mayInvite && inviteForm ? (
          <Button size="sm" variant="outline" onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" />
            Invite administrator
          </Button>
        ) : null
      }
    >
      {admins.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No administrators yet" />
      ) : (
        <ResponsiveTable caption="Administrators" columns={['Name', 'Email', 'Phone', 'Role']}>
          {admins.map((admin) => (
            <TableRow key={admin._id}>
              <TableCell label="Name" className="font-semibold">
                {admin.firstName} {admin.lastName}
              </TableCell>
              <TableCell label="Email">{admin.email}</TableCell>
              <TableCell label="Phone">{admin.phoneNo ? formatPhone(admin.phoneNo) : '—'}</TableCell>
              <TableCell label="Role">{roleLabels[admin.role]}</TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      )}
      {mayInvite && inviteForm ? (
        <Dialog open={inviting} onOpenChange={setInviting}>
          <DialogContent className="max-w-2xl">
            <DialogHeader>
              <DialogTitle>Invite administrator</DialogTitle>
              <DialogDescription>
                Create a personal invitation link with the privileges they get, and share it with them.
              </DialogDescription>
            </DialogHeader>
            {inviteForm}
          </DialogContent>
        </Dialog>
      ) : null}
    </DashboardSection>
  );
}
