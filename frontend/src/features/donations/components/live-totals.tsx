import { useFundraiserTotalsLive } from '@/lib/use-fundraiser-totals-live';

/** Calls `onChange` whenever the fundraiser's totals change on the server (see useFundraiserTotalsLive). */
export function LiveTotals({ fundraiserId, onChange }: { fundraiserId: string; onChange: () => void }) {
  useFundraiserTotalsLive(fundraiserId, onChange);
  return null;
}
