/** The fields a public read's status is computed from with the clock (fundraiserStatus): it changes when they pass. */
const CLOCK_FIELDS = new Set(['fundRaisingStartTime', 'fundRaisingEndTime']);

/**
 * When a public read stops being true with no change to its data: the first start or end time in it still ahead
 * of `now` (a fundraiser that opens or closes changes its status), or undefined when none is.
 */
export function validUntil(data: unknown, now: number): number | undefined {
  let soonest: number | undefined;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    for (const [field, inner] of Object.entries(value)) {
      if (CLOCK_FIELDS.has(field) && typeof inner === 'number' && inner > now) {
        soonest = soonest === undefined ? inner : Math.min(soonest, inner);
      } else visit(inner);
    }
  };
  visit(data);
  return soonest;
}
