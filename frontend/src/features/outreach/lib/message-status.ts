import {
  outreachHoldReasonTexts,
  outreachStatusLabels,
  type OutreachMessage,
  type OutreachStatus,
} from '@fundplay/contracts';

/** How a status looks: calm while on its way, green when delivered, amber when held back, red when it failed. */
export type StatusTone = 'pending' | 'success' | 'held' | 'stopped' | 'danger';

export const statusTones: Record<OutreachStatus, StatusTone> = {
  queued: 'pending',
  sent: 'pending',
  delivered: 'success',
  scheduled: 'held',
  opted_out: 'stopped',
  not_sent: 'stopped',
  failed: 'danger',
};

/** One message's status as its sender reads it. */
export interface MessageStatusView {
  label: string;
  tone: StatusTone;
  /** When a scheduled message goes out (ISO), shown in the reader's local time. */
  scheduledFor: string | null;
  /** Why it is held back, not sent or failed; null when there is nothing to explain. */
  reason: string | null;
}

export function messageStatusView(
  message: Pick<OutreachMessage, 'status' | 'holdReason' | 'sendAt' | 'error'>,
): MessageStatusView {
  const holdText = message.holdReason ? outreachHoldReasonTexts[message.holdReason] : null;
  const base = { label: outreachStatusLabels[message.status], tone: statusTones[message.status] };
  switch (message.status) {
    case 'scheduled':
      return { ...base, scheduledFor: message.sendAt, reason: holdText };
    case 'opted_out':
      return { ...base, scheduledFor: null, reason: holdText ?? outreachHoldReasonTexts.optedOut };
    case 'not_sent':
      return { ...base, scheduledFor: null, reason: holdText ?? message.error };
    case 'failed':
      return { ...base, scheduledFor: null, reason: message.error ?? 'The message could not be delivered' };
    case 'queued':
    case 'sent':
    case 'delivered':
      return { ...base, scheduledFor: null, reason: null };
  }
}

const localTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment in the reader's own time zone, e.g. "Mar 5, 2027, 8:00 AM". */
export function formatLocalTime(iso: string): string {
  return localTime.format(new Date(iso));
}

/** "2 queued · 1 scheduled": the counts a send answered, leaving out the statuses nobody got. */
export function countsSummary(counts: Partial<Record<OutreachStatus, number>>): string {
  return (Object.keys(outreachStatusLabels) as OutreachStatus[])
    .filter((status) => (counts[status] ?? 0) > 0)
    .map((status) => `${counts[status] ?? 0} ${outreachStatusLabels[status].toLowerCase()}`)
    .join(' · ');
}
