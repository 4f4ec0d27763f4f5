import { formatMoney } from '@/lib/format-money';

/** Whole dollars: cents are noise from across a room. */
export function formatDollars(amountCents: number): string {
  return formatMoney(amountCents - (amountCents % 100));
}

export function percentOf(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.floor((value * 100) / target);
}
