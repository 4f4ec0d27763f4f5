/*
 * The ledger's integer arithmetic, pure. Amounts are non-negative safe integers (cents or tokens); products are
 * taken in BigInt so `a × b` never loses precision however large the operands.
 */

function assertNonNegativeInteger(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative safe integer`);
}

/** ⌊a / b⌋ for integers, b > 0 (JavaScript's `/` rounds toward zero and loses precision above 2^53). */
function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/** ⌊total × part / whole⌋: the share of `total` that `part` of `whole` carries, rounded down. */
export function proportionalShare(total: number, part: number, whole: number): number {
  assertNonNegativeInteger('total', total);
  assertNonNegativeInteger('part', part);
  assertNonNegativeInteger('whole', whole);
  if (whole === 0) throw new RangeError('whole must be positive');
  if (part > whole) throw new RangeError('part cannot exceed whole');
  return Number(floorDiv(BigInt(total) * BigInt(part), BigInt(whole)));
}

/**
 * What one refund takes back of an amount that a payment carried in proportion to its gross (the platform fee,
 * purchased tokens): the share of everything refunded so far minus the share the earlier refunds took. Slices
 * never add up to more than `total`, and once the whole gross is refunded they add up to exactly `total`, in
 * any number of refunds of any sizes.
 */
export function refundSlice(total: number, refundedBefore: number, refund: number, gross: number): number {
  assertNonNegativeInteger('refund', refund);
  return proportionalShare(total, refundedBefore + refund, gross) - proportionalShare(total, refundedBefore, gross);
}

/**
 * Tokens a member earns (> 0) or loses (< 0) when their credited raise moves from `oldRaisedCents` to
 * `newRaisedCents`: one token per `tokenEarnCents`, counted on the running balance, so the same raise earns the
 * same tokens whatever the order and size of the gifts and refunds that made it.
 */
export function earnedTokensDelta(oldRaisedCents: number, newRaisedCents: number, tokenEarnCents: number): number {
  assertNonNegativeInteger('oldRaisedCents', oldRaisedCents);
  assertNonNegativeInteger('newRaisedCents', newRaisedCents);
  if (!Number.isSafeInteger(tokenEarnCents) || tokenEarnCents < 1) {
    throw new RangeError('tokenEarnCents must be a positive integer');
  }
  const per = BigInt(tokenEarnCents);
  return Number(floorDiv(BigInt(newRaisedCents), per) - floorDiv(BigInt(oldRaisedCents), per));
}

/**
 * Tokens a member's credited raise has earned in all (what the ledger minted for it, net of what refunds took
 * back): the dashboards' "N earned from your $X raised".
 */
export function tokensEarnedBy(raisedCents: number, tokenEarnCents: number): number {
  return earnedTokensDelta(0, Math.max(0, raisedCents), tokenEarnCents);
}

/**
 * Taking `tokens` back from a wallet holding `balance`: what is removed (never more than the wallet holds) and
 * the shortfall the books record for the rest (tokens already spent or shared).
 */
export function tokenTakeBack(balance: number, tokens: number): { removed: number; shortfall: number } {
  assertNonNegativeInteger('balance', balance);
  assertNonNegativeInteger('tokens', tokens);
  const removed = Math.min(balance, tokens);
  return { removed, shortfall: tokens - removed };
}

/** A percentage with one decimal, rounded half up: 90.25% of 1,000 → 90.3. `whole` must be positive. */
export function percentWithOneDecimal(part: number, whole: number): number {
  assertNonNegativeInteger('whole', whole);
  if (whole === 0) throw new RangeError('whole must be positive');
  if (!Number.isSafeInteger(part)) throw new RangeError('part must be a safe integer');
  const tenths = floorDiv(BigInt(part) * 2000n + BigInt(whole), 2n * BigInt(whole));
  return Number(tenths) / 10;
}
