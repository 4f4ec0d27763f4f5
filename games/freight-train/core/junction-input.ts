/** Junction numbers a replay may name; no layout has more junctions than this. */
export const MAX_JUNCTIONS = 9;

/** The one input Freight Train records: throw the switch of junction number n (0-based). */
export type JunctionInput = number;

/** A junction number read from an untrusted replay, or null. */
export function parseJunctionInput(raw: unknown): JunctionInput | null {
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 && raw < MAX_JUNCTIONS ? raw : null;
}
