import { fundraiserMessages, type AdminRow, type GroupDetail } from '@fundplay/contracts';
import { UserCog } from 'lucide-react';
import { useId, useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useUpdateGroupAdmin } from '../api/update-group-admin';

interface ChangeGroupAdminDialogProps {
  group: GroupDetail | null;
  admins: readonly AdminRow[];
  onClose: () => void;
}

function ChangeGroupAdminForm({
  group,
  admins,
  onClose,
  change,
}: {
  group: GroupDetail;
  admins: readonly AdminRow[];
  onClose: () => void;
  change: ReturnType<typeof useUpdateGroupAdmin>;
}) {
  const selectId = useId();
  const [adminId, setAdminId] = useState(group.admin?._id ?? admins[0]?._id ?? '');

  const onSave = async () => {
    if (!adminId) return;
    try {
      const { message } = await change.mutateAsync({ groupId: group._id, adminId });
      notify.success(message || fundraiserMessages.groupAdminChanged);
      onClose();
    } catch (error) {
      notify.error(errorMessage(error, 'The group admin could not be changed'));
    }
  };

  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Administrator</Label>
        <NativeSelect id={selectId} value={adminId} onChange={(event) => setAdminId(event.target.value)}>
          {group.admin === null ? <option value="">Choose an administrator</option> : null}
          {admins.map((admin) => (
            <option key={admin._id} value={admin._id}>
              {admin.firstName} {admin.lastName} ({admin.email})
            </option>
          ))}
        </NativeSelect>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={change.isPending}>
            Cancel
          </Button>
        </DialogClose>
        <Button variant="trust" disabled={!adminId || change.isPending} onClick={() => void onSave()}>
          {change.isPending ? <Spinner className="size-4" /> : <UserCog aria-hidden="true" />}
          Save admin
        </Button>
      </DialogFooter>
    </>
  );
}

/** spec §2 "select admin": the group's admin is one of the fundraiser's administrators. */
export function ChangeGroupAdminDialog({ group, admins, onClose }: ChangeGroupAdminDialogProps) {
  const change = useUpdateGroupAdmin();
  return (
    <Dialog open={group !== null} onOpenChange={(next) => (next || change.isPending ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change group admin</DialogTitle>
          <DialogDescription>Who looks after {group?.groupName}.</DialogDescription>
        </DialogHeader>
        {group ? (
          <ChangeGroupAdminForm key={group._id} group={group} admins={admins} onClose={onClose} change={change} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
