import type { ParticipantPhotoRow } from '@fundplay/contracts';
import { Check, ImageOff, UserRoundCheck } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useParticipantPhotos, useSetParticipantPhotoApproval } from '../api/campaign-moderation';
import { LoadError } from './load-error';

/** Participant photos (issue #21): an under-18 participant's photo shows on their page only once an admin approves it. */
export function ParticipantPhotosSection({ fundraiserId }: { fundraiserId: string }) {
  const photos = useParticipantPhotos(fundraiserId);
  return (
    <DashboardSection
      icon={UserRoundCheck}
      title="Participant photos"
      description="Photos of participants under 18 appear on their pages only after an administrator approves them."
    >
      {photos.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : photos.isError ? (
        <LoadError title="Photos could not be loaded" error={photos.error} />
      ) : photos.data.length === 0 ? (
        <EmptyState icon={UserRoundCheck} title="No photos to review" description="Nothing waits for approval." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Participant photos">
          {photos.data.map((row) => (
            <PhotoRow key={row.participantId} row={row} fundraiserId={fundraiserId} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function PhotoRow({ row, fundraiserId }: { row: ParticipantPhotoRow; fundraiserId: string }) {
  const setApproval = useSetParticipantPhotoApproval(fundraiserId);
  const toggle = async () => {
    try {
      await setApproval.mutateAsync({ participantId: row.participantId, approved: !row.approved });
      notify.success(row.approved ? 'Approval withdrawn' : 'Photo approved');
    } catch (error) {
      notify.error(errorMessage(error, 'The approval could not be changed. Try again.'));
    }
  };
  return (
    <li aria-label={`Photo of ${row.displayName}`} className="grid gap-3 rounded-xl border p-4">
      <div className="flex items-center gap-3">
        <img src={row.photo} alt={row.displayName} className="size-16 rounded-full border object-cover" />
        <div className="grid gap-1">
          <p className="font-semibold">{row.displayName}</p>
          {row.approved ? <Badge variant="trust">Approved</Badge> : <Badge variant="outline">Waiting</Badge>}
        </div>
      </div>
      <Button
        size="sm"
        variant={row.approved ? 'outline' : 'trust'}
        className="justify-self-start"
        disabled={setApproval.isPending}
        onClick={() => void toggle()}
        aria-label={`${row.approved ? 'Withdraw approval of' : 'Approve'} the photo of ${row.displayName}`}
      >
        {setApproval.isPending ? (
          <Spinner />
        ) : row.approved ? (
          <ImageOff aria-hidden="true" />
        ) : (
          <Check aria-hidden="true" />
        )}
        {row.approved ? 'Withdraw' : 'Approve'}
      </Button>
    </li>
  );
}
