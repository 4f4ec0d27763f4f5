import type { CargoColour } from './cargo-colour';

export type GridPoint = readonly [x: number, y: number];

/**
 * A rail network as a designer writes it, on a grid 10 units wide and 13 tall (y grows down).
 * Trains enter at portals and run along directed edges; a node with two or more edges leaving
 * it is a junction the player switches; a station is where a route ends.
 */
export interface LayoutPlan {
  readonly name: string;
  readonly nodes: Readonly<Record<string, LayoutNodePlan>>;
  /** A junction's branches are listed in switching order; the first is where it starts set. */
  readonly edges: readonly LayoutEdgePlan[];
}

export interface LayoutNodePlan {
  readonly at: GridPoint;
  readonly portal?: true;
  readonly station?: CargoColour;
}

export interface LayoutEdgePlan {
  readonly from: string;
  readonly to: string;
  /** Corners between the two nodes. */
  readonly via?: readonly GridPoint[];
}

export const LAYOUT_WIDTH = 10;
export const LAYOUT_HEIGHT = 13;
