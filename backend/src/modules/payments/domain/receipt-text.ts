/** `$1,234.50` from integer cents, without floating point. */
export function formatUsd(amountCents: number): string {
  const sign = amountCents < 0 ? '-' : '';
  const cents = Math.abs(amountCents);
  const dollars = String((cents - (cents % 100)) / 100).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

/** Made once: `toLocaleDateString` with options builds a new formatter (and its locale data) on every call. */
const RECEIPT_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** `November 22, 2026`: the day in UTC, as a receipt prints it. */
export function receiptDate(date: Date): string {
  return RECEIPT_DATE.format(date);
}
