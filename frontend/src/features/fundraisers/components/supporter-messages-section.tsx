import type { SupporterMessageRow } from '@fundplay/contracts';
import { Eye, EyeOff, MessageSquareHeart } from 'lucide-react';
import { DashboardSection } from '@/components/dashboard-section';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format-money';
import { notify } from '@/lib/toast';
import { useSetSupporterMessageHidden, useSupporterMessages } from '../api/campaign-moderation';
import { LoadError } from './load-error';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Supporter messages (issue #21): every gift's message, newest first, with Hide (gone from every page and the big
 * screen at once, no confirmation needed) and Restore (the undo).
 */
export function SupporterMessagesSection({ fundraiserId }: { fundraiserId: string }) {
  const messages = useSupporterMessages(fundraiserId);
  return (
    <DashboardSection
      icon={MessageSquareHeart}
      title="Supporter messages"
      description="Messages donors left with their gifts. A hidden message disappears from every page at once; Restore brings it back."
    >
      {messages.isPending ? (
        <Skeleton className="h-24 w-full rounded-xl" />
      ) : messages.isError ? (
        <LoadError title="Messages could not be loaded" error={messages.error} />
      ) : messages.data.length === 0 ? (
        <EmptyState
          icon={MessageSquareHeart}
          title="No messages yet"
          description="When donors leave a message with their gift, it shows here."
        />
      ) : (
        <ul className="grid gap-3" aria-label="Supporter messages">
          {messages.data.map((row) => (
            <MessageRow key={row._id} row={row} fundraiserId={fundraiserId} />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

function MessageRow({ row, fundraiserId }: { row: SupporterMessageRow; fundraiserId: string }) {
  const setHidden = useSetSupporterMessageHidden(fundraiserId);
  const toggle = async () => {
    try {
      await setHidden.mutateAsync({ donationId: row._id, hidden: !row.hidden });
      notify.success(row.hidden ? 'Message restored' : 'Message hidden');
    } catch (error) {
      notify.error(errorMessage(error, 'The message could not be changed. Try again.'));
    }
  };
  return (
    <li
      aria-label={`Message from ${row.name}`}
      className="grid gap-3 rounded-xl border p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
    >
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <span className="font-semibold">{row.name}</span>
          <span className="text-muted-foreground">
            {row.amount === null ? 'Amount hidden' : formatMoney(row.amount)} · for {row.creditedTo} ·{' '}
            {when.format(row.createdAt)}
          </span>
          {row.hidden ? <Badge variant="outline">Hidden</Badge> : <Badge variant="trust">Shown</Badge>}
        </p>
        <p className={row.hidden ? 'break-words text-muted-foreground line-through' : 'break-words'}>{row.message}</p>
      </div>
      <Button
        size="sm"
        variant={row.hidden ? 'trust' : 'outline'}
        className="justify-self-start"
        disabled={setHidden.isPending}
        onClick={() => void toggle()}
        aria-label={`${row.hidden ? 'Restore' : 'Hide'} the message from ${row.name}`}
      >
        {setHidden.isPending ? <Spinner /> : row.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
        {row.hidden ? 'Restore' : 'Hide'}
      </Button>
    </li>
  );
}
