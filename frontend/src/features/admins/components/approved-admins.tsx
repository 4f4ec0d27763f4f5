import { normalisePrivileges, type ApprovedAdmin, type Privileges } from '@fundplay/contracts';
import { Save, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/toast';
import { useApprovedAdmins } from '../api/get-approved-admins';
import { useUpdateSecondaryAdminPrivileges } from '../api/update-secondary-admin-privileges';
import { allPrivileges, samePrivileges } from '../lib/privileges';
import { PrivilegeCheckboxes } from './privilege-checkboxes';

/** Approved secondary admins: name, email and phone are read-only; only their privileges can change (spec §6). */
export function ApprovedAdmins() {
  const admins = useApprovedAdmins();

  if (admins.isPending) return <Skeleton className="h-32 w-full rounded-xl" />;
  if (admins.isError) {
    return (
      <Alert role="alert" variant="error">
        {errorMessage(admins.error, 'Approved administrators could not be loaded')}
      </Alert>
    );
  }
  if (admins.data.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title="No approved administrators yet"
        description="Invite an administrator below, then approve them once they have signed up."
      />
    );
  }
  return (
    <ul className="grid gap-3" aria-label="Approved administrators">
      {admins.data.map((admin) => (
        <ApprovedAdminRow key={admin._id} admin={admin} />
      ))}
    </ul>
  );
}

function ApprovedAdminRow({ admin }: { admin: ApprovedAdmin }) {
  const saved = normalisePrivileges({ ...allPrivileges(false), ...admin.privileges });
  const [privileges, setPrivileges] = useState<Privileges>(saved);
  const update = useUpdateSecondaryAdminPrivileges();
  const name = `${admin.firstName} ${admin.lastName}`;
  const changed = !samePrivileges(privileges, saved);

  const onSave = async () => {
    try {
      const { message } = await update.mutateAsync({ adminId: admin._id, privileges });
      notify.success(message);
    } catch (error) {
      notify.error(errorMessage(error, 'Privileges could not be updated'));
    }
  };

  return (
    <li className="grid gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[minmax(0,16rem)_1fr_auto] lg:items-center">
      <dl className="grid gap-0.5 text-sm">
        <dt className="sr-only">Name</dt>
        <dd className="font-semibold">{name}</dd>
        <dt className="sr-only">Email</dt>
        <dd className="break-words text-muted-foreground">{admin.email}</dd>
        <dt className="sr-only">Phone</dt>
        <dd className="text-muted-foreground">{admin.phoneNo ? formatPhone(admin.phoneNo) : '—'}</dd>
      </dl>
      <PrivilegeCheckboxes
        legend={`Privileges of ${name}`}
        hideLegend
        value={privileges}
        onChange={setPrivileges}
        disabled={update.isPending}
      />
      <Button
        size="sm"
        variant="outline"
        onClick={() => void onSave()}
        disabled={!changed || update.isPending}
        className="justify-self-start"
      >
        {update.isPending ? <Spinner /> : <Save aria-hidden="true" />}
        Save<span className="sr-only"> privileges of {name}</span>
      </Button>
    </li>
  );
}
