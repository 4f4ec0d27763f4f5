const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A fundraiser's run as people read it: `Mar 1, 2027 – Mar 22, 2027` (times are epoch ms). */
export function formatFundraiserDates(startMs: number, endMs: number): string {
  return `${dayFormat.format(startMs)} – ${dayFormat.format(endMs)}`;
}
