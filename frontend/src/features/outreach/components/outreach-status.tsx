import type { OutreachMessage } from '@fundplay/contracts';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatLocalTime, messageStatusView, type StatusTone } from '../lib/message-status';

const toneStyles: Record<StatusTone, string> = {
  pending: 'border-transparent bg-trust-soft text-trust',
  success: 'border-transparent bg-success/10 text-success',
  held: 'border-sunshine/60 bg-sunshine/20 text-foreground',
  stopped: 'border-transparent bg-muted text-muted-foreground',
  danger: 'border-transparent bg-destructive/10 text-destructive',
};

/** A message's status with what its sender should know: when a held message goes out and why, or why it failed. */
export function OutreachStatus({
  message,
  className,
}: {
  message: Pick<OutreachMessage, 'status' | 'holdReason' | 'sendAt' | 'error'>;
  className?: string;
}) {
  const view = messageStatusView(message);
  return (
    <div className={cn('grid justify-items-start gap-1 text-sm', className)}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge className={cn('whitespace-nowrap', toneStyles[view.tone])}>{view.label}</Badge>
        {view.scheduledFor ? (
          // The space keeps "Scheduled until …" one phrase for screen readers and copied text.
          <span>
            {' '}
            until <time dateTime={view.scheduledFor}>{formatLocalTime(view.scheduledFor)}</time>
          </span>
        ) : null}
      </p>
      {view.reason ? <p className="text-muted-foreground">{view.reason}</p> : null}
    </div>
  );
}
