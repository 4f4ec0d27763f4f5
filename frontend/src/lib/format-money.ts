const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Formats an amount held in integer cents as US dollars: `1050` -> `$10.50`, `1000` -> `$10`.
 * The amount goes to Intl as an exact decimal string, so no floating-point division touches it.
 */
export function formatMoney(amountCents: number): string {
  if (!Number.isSafeInteger(amountCents)) {
    throw new RangeError(`Money must be a whole number of cents, got ${amountCents}`);
  }
  const sign = amountCents < 0 ? '-' : '';
  const absoluteCents = Math.abs(amountCents);
  const cents = absoluteCents % 100;
  const dollars = (absoluteCents - cents) / 100;
  const exactDecimal = `${sign}${dollars}.${String(cents).padStart(2, '0')}` as `${number}`;
  return (cents === 0 ? wholeDollars : dollarsAndCents).format(exactDecimal);
}

/** 100% expressed in basis points. */
export const basisPointsInWhole = 10_000;

/** Formats a share given in basis points (100 = 1%) as a percentage: `1000` -> `10%`, `250` -> `2.5%`. */
export function formatBasisPoints(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0) {
    throw new RangeError(`Basis points must be a non-negative whole number, got ${basisPoints}`);
  }
  const hundredths = basisPoints % 100;
  const whole = (basisPoints - hundredths) / 100;
  const fraction = String(hundredths).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}%` : `${whole}%`;
}
