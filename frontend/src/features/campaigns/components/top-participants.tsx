import { Medal } from 'lucide-react';
import { formatMoney } from '@/lib/format-money';

/** The page's top fundraisers by money raised, named as the API names them ("Jordan K."). */
export function TopParticipants({ participants }: { participants: { displayName: string; raised: number }[] }) {
  return (
    <section aria-labelledby="top-participants" className="grid gap-3 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id="top-participants" className="flex items-center gap-2 text-xl font-bold">
        <Medal className="size-5 text-primary" aria-hidden="true" />
        Top fundraisers
      </h2>
      <ol className="grid gap-2">
        {participants.map((participant, index) => (
          <li key={`${participant.displayName}-${index}`} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-bold"
            >
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate font-semibold">{participant.displayName}</span>
            <span className="font-semibold text-trust">{formatMoney(participant.raised)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
