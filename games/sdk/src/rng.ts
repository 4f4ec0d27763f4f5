/**
 * Seeded pseudo-random numbers: sfc32 (Chris Doty-Humphrey's Small Fast Counter, 32-bit),
 * its state expanded from one 32-bit seed with splitmix32. Only 32-bit integer operations
 * (`| 0`, `>>>`, `Math.imul`), so the browser and Node produce the same sequence bit for bit.
 */
export interface Rng {
  /** Next unsigned 32-bit integer. */
  nextUint32(): number;
  /** Integer in [0, maxExclusive). `maxExclusive` must be a positive integer <= 2^32. */
  int(maxExclusive: number): number;
  /** Integer in [min, max] inclusive. */
  range(min: number, max: number): number;
  /** Float in [0, 1), built from 32 random bits (exact, no platform-dependent maths). */
  float(): number;
  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** True with probability numerator/denominator. */
  chance(numerator: number, denominator: number): boolean;
}

function splitmix32(seed: number): () => number {
  let s = seed | 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  const init = splitmix32(seed);
  let a = init() | 0;
  let b = init() | 0;
  let c = init() | 0;
  let d = 1;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Discard the first outputs so nearby seeds diverge.
  for (let i = 0; i < 12; i++) nextUint32();

  const int = (maxExclusive: number): number => {
    if (!Number.isInteger(maxExclusive) || maxExclusive <= 0) {
      throw new RangeError(`int() needs a positive integer bound, got ${maxExclusive}`);
    }
    // Rejection sampling: no modulo bias.
    const limit = 0x100000000 - (0x100000000 % maxExclusive);
    let x = nextUint32();
    while (x >= limit) x = nextUint32();
    return x % maxExclusive;
  };

  return {
    nextUint32,
    int,
    range: (min, max) => min + int(max - min + 1),
    float: () => nextUint32() / 0x100000000,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick() needs a non-empty array');
      return items[int(items.length)] as (typeof items)[number];
    },
    chance: (numerator, denominator) => int(denominator) < numerator,
  };
}
