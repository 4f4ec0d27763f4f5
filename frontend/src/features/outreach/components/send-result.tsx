import type { OutreachSendResult } from '@fundplay/contracts';
import { UserX } from 'lucide-react';
import { countsSummary } from '../lib/message-status';
import type { SkippedRecipient } from '../lib/outreach-candidate';
import { OutreachMessageList } from './outreach-message-list';

/**
 * What a send did, person by person: queued, scheduled until when and why, opted out, or not sent and why; and who
 * was skipped for lack of an address.
 */
export function SendResult({ result, skipped }: { result: OutreachSendResult; skipped: readonly SkippedRecipient[] }) {
  const summary = countsSummary(result.counts);
  return (
    <div className="grid gap-4">
      {summary ? (
        <p role="status" className="text-sm font-semibold">
          {summary}
        </p>
      ) : null}
      {result.messages.length > 0 ? <OutreachMessageList label="Messages" messages={result.messages} /> : null}
      {skipped.length > 0 ? (
        <section aria-label="Skipped" className="grid gap-2">
          <p className="flex items-center gap-1.5 text-sm font-semibold">
            <UserX className="size-4" aria-hidden="true" />
            Skipped
          </p>
          <ul className="grid gap-1 text-sm text-muted-foreground">
            {skipped.map((entry) => (
              <li key={`${entry.name}-${entry.reason}`}>
                {entry.name} {entry.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
