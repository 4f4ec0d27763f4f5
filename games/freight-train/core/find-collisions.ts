import type { Layout } from './compile-layout';
import { TRAIN_LENGTH } from './track-units';
import type { Train } from './train';

/** Two trains touching: `striker`'s nose is inside `struck`'s length. Indices into the trains array. */
export interface Collision {
  readonly struck: number;
  readonly striker: number;
}

/**
 * Trains that touch: noses on one edge closer than a train length, or a nose that has run
 * into the tail another train still trails over the edge it came from (which is how two
 * trains meet at a merge). Each pair is reported once.
 */
export function findCollisions(layout: Layout, trains: readonly Train[]): Collision[] {
  const collisions: Collision[] = [];
  for (let i = 0; i < trains.length; i++) {
    for (let j = i + 1; j < trains.length; j++) {
      if (touches(layout, trains[i]!, trains[j]!)) collisions.push({ struck: i, striker: j });
      else if (touches(layout, trains[j]!, trains[i]!)) collisions.push({ struck: j, striker: i });
    }
  }
  return collisions;
}

/** True when `striker`'s nose is inside `struck`'s length. */
function touches(layout: Layout, struck: Train, striker: Train): boolean {
  if (striker.edge === struck.edge) {
    return striker.position <= struck.position && struck.position - striker.position < TRAIN_LENGTH;
  }
  if (striker.edge === struck.previousEdge && struck.position < TRAIN_LENGTH) {
    const tailStart = layout.edges[striker.edge]!.length - (TRAIN_LENGTH - struck.position);
    return striker.position > tailStart;
  }
  return false;
}
