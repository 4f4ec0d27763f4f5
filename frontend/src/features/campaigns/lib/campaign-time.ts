const dayMs = 86_400_000;
const hourMs = 3_600_000;
const minuteMs = 60_000;

/** "12 days left", "1 day left", "Last day", "Ended": how long a running fundraiser still takes gifts. */
export function timeLeft(endTime: number, now: number): string {
  const left = endTime - now;
  if (left <= 0) return 'Ended';
  const days = Math.floor(left / dayMs);
  if (days === 0) return 'Last day';
  return days === 1 ? '1 day left' : `${days} days left`;
}

/** "3 days, 4 hours" / "5 hours, 12 minutes" / "12 minutes" until a start time. */
export function countdown(startTime: number, now: number): string {
  const left = Math.max(0, startTime - now);
  const days = Math.floor(left / dayMs);
  const hours = Math.floor((left % dayMs) / hourMs);
  const minutes = Math.floor((left % hourMs) / minuteMs);
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (days > 0) return `${unit(days, 'day')}, ${unit(hours, 'hour')}`;
  if (hours > 0) return `${unit(hours, 'hour')}, ${unit(minutes, 'minute')}`;
  return unit(Math.max(minutes, 1), 'minute');
}

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": when a gift was made. */
export function relativeTime(at: number, now: number): string {
  const ago = Math.max(0, now - at);
  if (ago < minuteMs) return 'just now';
  if (ago < hourMs) return relative.format(-Math.floor(ago / minuteMs), 'minute');
  if (ago < dayMs) return relative.format(-Math.floor(ago / hourMs), 'hour');
  if (ago < 7 * dayMs) return relative.format(-Math.floor(ago / dayMs), 'day');
  if (ago < 30 * dayMs) return relative.format(-Math.floor(ago / (7 * dayMs)), 'week');
  return new Date(at).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Saturday, December 12, 2026": a start or end date in words. */
export function longDate(at: number): string {
  return new Date(at).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
}
