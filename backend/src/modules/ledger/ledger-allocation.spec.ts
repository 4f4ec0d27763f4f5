import fc from 'fast-check';
import {
  earnedTokensDelta,
  percentWithOneDecimal,
  proportionalShare,
  refundSlice,
  tokenTakeBack,
  tokensEarnedBy,
} from './ledger-allocation';

describe('ledger allocation math', () => {
  describe('proportionalShare', () => {
    it('rounds the share down', () => {
      expect(proportionalShare(100, 333, 1000)).toBe(33);
      expect(proportionalShare(100, 1000, 1000)).toBe(100);
      expect(proportionalShare(7, 0, 10)).toBe(0);
    });

    it('stays exact where floating point would not', () => {
      const big = Number.MAX_SAFE_INTEGER;
      expect(proportionalShare(big, big - 1, big)).toBe(big - 1);
    });

    it('refuses a part above the whole, a zero whole and fractions', () => {
      expect(() => proportionalShare(10, 11, 10)).toThrow(RangeError);
      expect(() => proportionalShare(10, 0, 0)).toThrow(RangeError);
      expect(() => proportionalShare(10.5, 1, 2)).toThrow(RangeError);
    });
  });

  describe('refundSlice', () => {
    it('gives back the fee in proportion, the remainder on the last part', () => {
      // $10 gift, $1 fee, refunded in three parts of 333, 333 and 334 cents.
      expect([
        refundSlice(100, 0, 333, 1000),
        refundSlice(100, 333, 333, 1000),
        refundSlice(100, 666, 334, 1000),
      ]).toEqual([33, 33, 34]);
    });

    it('adds up to exactly the total over any split of a full refund, and never more over a partial one', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 1_000_000 }),
          fc.integer({ min: 0, max: 1_000_000 }),
          fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
          (gross, totalSeed, weights) => {
            const total = totalSeed % (gross + 1);
            const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
            const parts = weights.map((weight) => Math.max(1, Math.floor((weight * gross) / weightSum)));
            let refunded = 0;
            let given = 0;
            for (const part of parts) {
              const refund = Math.min(part, gross - refunded);
              if (refund === 0) break;
              given += refundSlice(total, refunded, refund, gross);
              refunded += refund;
              expect(given).toBeLessThanOrEqual(total);
            }
            if (refunded < gross) given += refundSlice(total, refunded, gross - refunded, gross);
            expect(given).toBe(total);
          },
        ),
        { numRuns: 500 },
      );
    });
  });

  describe('earnedTokensDelta', () => {
    it('earns one token at each boundary crossed', () => {
      expect(earnedTokensDelta(0, 999, 1000)).toBe(0);
      expect(earnedTokensDelta(0, 1000, 1000)).toBe(1);
      expect(earnedTokensDelta(999, 1000, 1000)).toBe(1);
      expect(earnedTokensDelta(1500, 3500, 1000)).toBe(2);
    });

    it('takes tokens back when a refund drops the raise below a boundary', () => {
      expect(earnedTokensDelta(2500, 1999, 1000)).toBe(-1);
      expect(earnedTokensDelta(1000, 0, 1000)).toBe(-1);
      expect(earnedTokensDelta(1999, 1000, 1000)).toBe(0);
    });

    it('depends only on the balance, not on the path taken to it', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }), (balances) => {
          let previous = 0;
          let tokens = 0;
          for (const balance of balances) {
            tokens += earnedTokensDelta(previous, balance, 1000);
            previous = balance;
          }
          expect(tokens).toBe(Math.floor(previous / 1000));
        }),
      );
    });

    it('is exact near 2^53', () => {
      const near = Number.MAX_SAFE_INTEGER - 1; // 9007199254740990 = 1000 × 9007199254740 + 990
      expect(earnedTokensDelta(0, near, 1000)).toBe(9_007_199_254_740);
    });
  });

  describe('tokensEarnedBy', () => {
    it('counts one token per whole step of the raise: $25 at $10 a token earns 2', () => {
      expect(tokensEarnedBy(2500, 1000)).toBe(2);
      expect(tokensEarnedBy(999, 1000)).toBe(0);
      expect(tokensEarnedBy(0, 1000)).toBe(0);
    });

    it('equals what the gifts and refunds that made the raise minted, whatever their order', () => {
      fc.assert(
        fc.property(fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 10 }), (balances) => {
          let previous = 0;
          let minted = 0;
          for (const balance of balances) {
            minted += earnedTokensDelta(previous, balance, 1000);
            previous = balance;
          }
          expect(tokensEarnedBy(previous, 1000)).toBe(minted);
        }),
      );
    });

    it('earns nothing from a raise below zero rather than failing the dashboard', () => {
      expect(tokensEarnedBy(-500, 1000)).toBe(0);
    });
  });

  describe('tokenTakeBack', () => {
    it('removes what the wallet holds and records the rest as a shortfall', () => {
      expect(tokenTakeBack(10, 4)).toEqual({ removed: 4, shortfall: 0 });
      expect(tokenTakeBack(3, 5)).toEqual({ removed: 3, shortfall: 2 });
      expect(tokenTakeBack(0, 5)).toEqual({ removed: 0, shortfall: 5 });
    });
  });

  describe('percentWithOneDecimal', () => {
    it('rounds half up to one decimal', () => {
      expect(percentWithOneDecimal(900, 1000)).toBe(90);
      expect(percentWithOneDecimal(9025, 10_000)).toBe(90.3);
      expect(percentWithOneDecimal(9024, 10_000)).toBe(90.2);
      expect(percentWithOneDecimal(1, 3)).toBe(33.3);
      expect(percentWithOneDecimal(2, 3)).toBe(66.7);
    });
  });
});
