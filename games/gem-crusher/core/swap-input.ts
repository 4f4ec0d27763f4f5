import { areNeighbours, isCell } from './board';

/** The one input Gem Crusher records: swap the gem in cell `from` with its neighbour in `to`. */
export type SwapInput = readonly [from: number, to: number];

/** A swap read from an untrusted replay: two distinct neighbouring cells, else null. */
export function parseSwapInput(raw: unknown): SwapInput | null {
  if (!Array.isArray(raw) || raw.length !== 2) return null;
  const [from, to] = raw as unknown[];
  if (typeof from !== 'number' || typeof to !== 'number') return null;
  if (!isCell(from) || !isCell(to) || !areNeighbours(from, to)) return null;
  return [from, to];
}
