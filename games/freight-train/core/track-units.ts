/**
 * Track is measured in fixed-point sub-units: one layout grid unit is 1024 of them, so train
 * positions and speeds are integers and the same on every engine.
 */
export const SUB_UNITS_PER_GRID = 1024;

/** A train (locomotive and its one freight car) is this long; closer than this, two trains collide. */
export const TRAIN_LENGTH = (SUB_UNITS_PER_GRID * 6) / 5;

/** Length in sub-units of a polyline given in grid units, each segment rounded to a whole sub-unit. */
export function polylineLength(points: readonly (readonly [number, number])[]): number {
  let length = 0;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as readonly [number, number];
    const [x1, y1] = points[i] as readonly [number, number];
    // sqrt is correctly rounded under IEEE 754, so this is identical everywhere.
    length += Math.round(Math.sqrt((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) * SUB_UNITS_PER_GRID);
  }
  return length;
}
