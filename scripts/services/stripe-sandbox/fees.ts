/** Stripe's standard US card pricing: 2.9% + 30¢ per successful charge, rounded half up to the cent. */
export function processingFee(amount: number): number {
  return Math.floor((amount * 29 + 500) / 1000) + 30;
}

/** What Stripe charges the platform for a dispute. */
export const DISPUTE_FEE = 1500;
