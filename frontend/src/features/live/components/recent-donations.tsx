import type { LiveFundraiser } from '@fundplay/contracts';
import { useEffect, useState } from 'react';
import { formatMoney } from '@/lib/format-money';
import { fontSize, muted, space } from './live-screen-style';

/** Donations shown, newest first. */
export const liveRecentDonations = 5;

const relativeTime = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

function timeAgo(at: string, now: number): string {
  const seconds = Math.round((new Date(at).getTime() - now) / 1000);
  if (seconds > -60) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes > -60) return relativeTime.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours > -24) return relativeTime.format(hours, 'hour');
  return relativeTime.format(Math.round(hours / 24), 'day');
}

/** The clock the donation times are relative to, moved on every half minute. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The newest gifts as the donors chose to show them (amount or none, a message), with how long ago each came. */
export function RecentDonations({ donations }: { donations: LiveFundraiser['recentDonations'] }) {
  const now = useNow(30_000);
  if (donations.length === 0) {
    return (
      <p style={{ fontSize: fontSize.note }} className={muted}>
        No donations yet. Be the first!
      </p>
    );
  }
  return (
    <ol style={{ gap: space.gifts }} className="grid">
      {donations.map((donation) => (
        <li
          key={donation._id}
          style={{ fontSize: fontSize.gift }}
          className="grid grid-cols-[1fr_auto] items-baseline gap-x-3 rounded-2xl bg-white/10 px-4 py-3 lg:py-2"
        >
          <span className="min-w-0 font-bold break-words">{donation.donorName}</span>
          {donation.amountCents === null ? (
            <span />
          ) : (
            <span style={{ fontSize: '1.2em' }} className="font-black text-sunshine tabular-nums">
              {formatMoney(donation.amountCents)}
            </span>
          )}
          {donation.message ? (
            <span style={{ fontSize: '0.8em' }} className="col-span-2 break-words text-white/90">
              “{donation.message}”
            </span>
          ) : null}
          <span style={{ fontSize: '0.7em' }} className="col-span-2 text-white/65">
            {timeAgo(donation.at, now)}
          </span>
        </li>
      ))}
    </ol>
  );
}
