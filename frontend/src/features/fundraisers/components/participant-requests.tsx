import { fundraiserMessages } from '@fundplay/contracts';
import { Check, Inbox } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ResponsiveTable, TableCell, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/form-errors';
import { formatPhone } from '@/lib/format-phone';
import { notify } from '@/lib/toast';
import { useApproveParticipant } from '../api/approve-participant';
import { useParticipantRequests } from '../api/get-participant-requests';
import { formatDate } from '../lib/dates';
import { LoadError } from './load-error';

interface ParticipantRequestsProps {
  fundraiserId: string;
  mayApprove: boolean;
}

/** Participants who asked to join; approving makes them members (spec §4). */
export function ParticipantRequests({ fundraiserId, mayApprove }: ParticipantRequestsProps) {
  const requests = useParticipantRequests(fundraiserId);
  const approve = useApproveParticipant();

  const onApprove = async (requestId: string) => {
    try {
      const { message } = await approve.mutateAsync({ requestId, fundRaisingId: fundraiserId });
      notify.success(message || fundraiserMessages.participantApproved);
    } catch (error) {
      notify.error(errorMessage(error, 'Participant could not be approved'));
    }
  };

  if (requests.isPending) return <Skeleton className="h-20 w-full rounded-xl" />;
  if (requests.isError) {
    return <LoadError title="Join requests could not be loaded" error={requests.error} />;
  }
  if (requests.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No pending requests"
        description="Participants who ask to join this fundraiser appear here."
      />
    );
  }
  return (
    <ResponsiveTable
      caption="Pending join requests"
      columns={mayApprove ? ['Name', 'Email', 'Phone', 'Requested', 'Action'] : ['Name', 'Email', 'Phone', 'Requested']}
    >
      {requests.data.map(({ _id, participant, createdAt }) => {
        const approving = approve.isPending && approve.variables.requestId === _id;
        return (
          <TableRow key={_id}>
            <TableCell label="Name" className="font-semibold">
              {participant.firstName} {participant.lastName}
            </TableCell>
            <TableCell label="Email">{participant.email}</TableCell>
            <TableCell label="Phone">{participant.phoneNo ? formatPhone(participant.phoneNo) : '—'}</TableCell>
            <TableCell label="Requested">{formatDate(Date.parse(createdAt))}</TableCell>
            {mayApprove ? (
              <TableCell label="Action">
                <Button
                  size="sm"
                  variant="trust"
                  aria-label={`Approve ${participant.firstName} ${participant.lastName}`}
                  disabled={approve.isPending}
                  onClick={() => void onApprove(_id)}
                >
                  {approving ? <Spinner className="size-4" /> : <Check aria-hidden="true" />}
                  Approve
                </Button>
              </TableCell>
            ) : null}
          </TableRow>
        );
      })}
    </ResponsiveTable>
  );
}
