/**
 * Integer cents from what a person typed as dollars: `"25"` -> 2500, `"10.50"` -> 1050, `""` -> 0 when empty is
 * allowed. Anything else is NaN. Digits are joined as text, so no floating-point arithmetic touches the amount.
 */
export function dollarsTextToCents(text: string): number {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return Number.NaN;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(`${match[1]}${cents}`);
}

/** The dollars text an input starts with for an amount in cents: `2500` -> `"25"`, `1050` -> `"10.50"`. */
export function centsToDollarsText(amountCents: number): string {
  const cents = amountCents % 100;
  const dollars = (amountCents - cents) / 100;
  return cents === 0 ? String(dollars) : `${dollars}.${String(cents).padStart(2, '0')}`;
}

/**
 * The cents a contracts money field should judge for a typed amount: text that is no amount at all becomes a
 * fraction of a cent, so the schema answers with its "whole number of dollars" message rather than "required".
 */
export function centsForSchema(text: string): number {
  const cents = dollarsTextToCents(text);
  return Number.isNaN(cents) ? 0.5 : cents;
}
