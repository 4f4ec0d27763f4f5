import { fundraiserMessages, type GroupDetail, type ParticipantRow } from '@fundplay/contracts';
import { UserCheck, UsersRound } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
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
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/toast';
import { useAssignParticipantToGroup } from '../api/assign-participant-to-group';

interface UnassignedParticipantsProps {
  participants: readonly ParticipantRow[];
  groups: readonly GroupDetail[];
  /**
   * Placing a participant without a group is allowed until the end (a late joiner needs a group to get a referral
   * link); moving one between groups stops at the start.
   */
  ended: boolean;
}

/** Members without a group; a participant belongs to at most one group per fundraiser. */
export function UnassignedParticipants({ participants, groups, ended }: UnassignedParticipantsProps) {
  const unassigned = participants.filter((participant) => participant.groupId === null);
  const [assigning, setAssigning] = useState<ParticipantRow | null>(null);
  const [groupId, setGroupId] = useState('');
  const selectId = useId();
  const assign = useAssignParticipantToGroup();

  const open = (participant: ParticipantRow) => {
    setGroupId(groups[0]?._id ?? '');
    setAssigning(participant);
  };

  const onAssign = async () => {
    if (!assigning || !groupId) return;
    try {
      const { message } = await assign.mutateAsync({ groupId, participantId: assigning._id });
      notify.success(message || fundraiserMessages.participantAssigned);
      setAssigning(null);
    } catch (error) {
      notify.error(errorMessage(error, 'Error while assigning participant to group!'));
    }
  };

  if (unassigned.length === 0) {
    return (
      <EmptyState
        icon={UsersRound}
        title="Every participant is in a group"
        description="Approved participants without a group appear here."
      />
    );
  }

  return (
    <>
      <div className="max-h-[400px] overflow-y-auto">
        <ResponsiveTable caption="Participants without a group" columns={['Name', 'Email', 'Phone', 'Action']}>
          {unassigned.map((participant) => (
            <TableRow key={participant._id}>
              <TableCell label="Name" className="font-semibold">
                {participant.firstName} {participant.lastName}
              </TableCell>
              <TableCell label="Email">{participant.email}</TableCell>
              <TableCell label="Phone">{participant.phoneNo ? formatPhone(participant.phoneNo) : '—'}</TableCell>
              <TableCell label="Action">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Assign ${participant.firstName} ${participant.lastName} to a group`}
                  disabled={groups.length === 0 || ended}
                  onClick={() => open(participant)}
                >
                  <UserCheck aria-hidden="true" />
                  Assign to group
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </ResponsiveTable>
      </div>
      {ended ? (
        <p className="text-sm text-muted-foreground">{fundraiserMessages.statusEnded}</p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">Create a group first to assign participants to it.</p>
      ) : null}
      <Dialog
        open={assigning !== null}
        onOpenChange={(next) => (next || assign.isPending ? undefined : setAssigning(null))}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Assign to group</DialogTitle>
            <DialogDescription>
              Choose the group {assigning?.firstName} {assigning?.lastName} raises money for.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={selectId}>Group</Label>
            <NativeSelect id={selectId} value={groupId} onChange={(event) => setGroupId(event.target.value)}>
              {groups.map((group) => (
                <option key={group._id} value={group._id}>
                  {group.groupName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={assign.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="trust" disabled={!groupId || assign.isPending} onClick={() => void onAssign()}>
              {assign.isPending ? <Spinner className="size-4" /> : <UserCheck aria-hidden="true" />}
              Assign
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
