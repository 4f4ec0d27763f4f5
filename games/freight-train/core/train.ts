import type { CargoColour } from './cargo-colour';

/** A locomotive pulling one freight car; `position` is its nose, in sub-units along `edge`. */
export interface Train {
  readonly id: number;
  readonly colour: CargoColour;
  /** Express trains run half as fast again as freights, and catch up with them. */
  readonly express: boolean;
  /** Sub-units per tick. */
  readonly speed: number;
  edge: number;
  position: number;
  /** The edge the train came from, which its tail may still cover; null straight out of a portal. */
  previousEdge: number | null;
}
