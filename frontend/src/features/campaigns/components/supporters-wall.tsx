import type { Supporter, SupportersPage } from '@fundplay/contracts';
import { HeartHandshake } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format-money';
import { useSupporters } from '../api/get-supporters';
import { relativeTime } from '../lib/campaign-time';

/**
 * The supporters wall: every gift as the donor chose to show it (name or Anonymous, amount or none, a message),
 * newest first, with "Show more" for older pages; empty, it invites the first gift.
 */
export function SupportersWall({
  code,
  firstPage,
  supporting,
  now,
  onDonate,
}: {
  /** The page's code: the wall is the one that page shows. */
  code: string;
  firstPage: SupportersPage;
  /** Whom the page raises for, for the empty wall's invitation. */
  supporting: string;
  now: number;
  /** Takes the donor to the form; null when the page takes no gift. */
  onDonate: (() => void) | null;
}) {
  const wall = useSupporters(code, firstPage);
  const supporters = wall.data.pages.flatMap((page) => page.supporters);

  return (
    <section aria-labelledby="supporters-wall" className="grid gap-4 rounded-2xl border bg-card p-5 sm:p-6">
      <h2 id="supporters-wall" className="text-xl font-bold">
        Supporters
      </h2>
      {supporters.length === 0 ? (
        <EmptyState
          icon={HeartHandshake}
          title="No gifts yet"
          description={`Be the first to give to ${supporting.replace(/\.$/, '')}. The first gift gets the rest going.`}
        >
          {onDonate ? (
            <Button className="mt-2" onClick={onDonate}>
              Give the first gift
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <ul className="grid divide-y" aria-live="polite">
          {supporters.map((supporter) => (
            <SupporterRow key={supporter._id} supporter={supporter} now={now} />
          ))}
        </ul>
      )}
      {wall.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={wall.isFetchingNextPage}
          onClick={() => void wall.fetchNextPage()}
        >
          {wall.isFetchingNextPage ? <Spinner className="size-4" /> : null}
          Show more
        </Button>
      ) : null}
      {wall.isFetchNextPageError ? (
        <p role="alert" className="text-center text-sm text-destructive">
          More supporters could not be loaded just now. Try again.
        </p>
      ) : null}
    </section>
  );
}

function SupporterRow({ supporter, now }: { supporter: Supporter; now: number }) {
  const initial = supporter.name.trim().charAt(0).toUpperCase() || '♥';
  return (
    <li className="flex gap-3 py-3 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft font-bold text-primary-hover"
      >
        {initial}
      </span>
      <div className="grid min-w-0 flex-1 gap-0.5">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold break-words">{supporter.name}</span>
          {supporter.kind === 'sponsor' ? <Badge variant="outline">Sponsor</Badge> : null}
          {supporter.amount === null ? null : (
            <span className="font-semibold text-trust">{formatMoney(supporter.amount)}</span>
          )}
        </p>
        {supporter.message ? <p className="break-words whitespace-pre-line">{supporter.message}</p> : null}
        <p className="text-xs text-muted-foreground">
          <time dateTime={new Date(supporter.createdAt).toISOString()}>{relativeTime(supporter.createdAt, now)}</time>
        </p>
      </div>
    </li>
  );
}
