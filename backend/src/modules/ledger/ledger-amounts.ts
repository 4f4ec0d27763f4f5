/**
 * A `bigint` column as PostgreSQL returns it (text) as a JavaScript number. Amounts are stored as bigint and
 * read through here: every integer up to 2^53 − 1 (9,007,199,254,740,991 cents, about $90 trillion, or as many
 * tokens) is exact, and anything beyond is refused rather than rounded.
 */
export function safeAmount(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(amount)) throw new RangeError(`ledger amount ${String(value)} is not a safe integer`);
  return amount;
}
