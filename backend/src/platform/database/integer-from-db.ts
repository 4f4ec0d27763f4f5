/**
 * A PostgreSQL bigint, numeric or count as the driver hands it over (text, so that nothing is rounded) as a
 * JavaScript number. Money is stored as bigint minor units (cents; tokens are whole numbers): every integer up to
 * Number.MAX_SAFE_INTEGER (9,007,199,254,740,991 cents, about $90 trillion, or as many tokens) is exact, and anything
 * beyond, or anything that is not an integer, is refused rather than rounded. A missing value (no row, a sum over
 * no rows) reads as 0. Raw SQL rows are read through here once, where they are mapped; entities use MinorUnitsType.
 */
export function integerFromDb(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const integer = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(integer) || (typeof value === 'string' && !/^-?\d+$/.test(value))) {
    throw new RangeError(
      `${String(value)} read from the database is not an integer within ±${Number.MAX_SAFE_INTEGER}; ` +
        'an amount must stay exact, so it is refused rather than rounded',
    );
  }
  return integer;
}
