import type { CargoColour } from './cargo-colour';
import type { GridPoint, LayoutPlan } from './layout-plan';
import { polylineLength, TRAIN_LENGTH } from './track-units';

export interface RailNode {
  readonly name: string;
  readonly at: GridPoint;
  /** Edges leaving this node, in switching order. */
  readonly outs: readonly number[];
  readonly ins: readonly number[];
  readonly portal: boolean;
  readonly station: CargoColour | null;
  /** Index among the layout's junctions (the number the player presses, less one), or null. */
  readonly junction: number | null;
}

export interface RailEdge {
  readonly from: number;
  readonly to: number;
  /** From node, corners, to node, in grid units. */
  readonly points: readonly GridPoint[];
  /** In sub-units. */
  readonly length: number;
}

export interface Portal {
  readonly node: number;
  readonly edge: number;
  /** Colours of the stations a train from this portal can reach; it only carries these. */
  readonly colours: readonly CargoColour[];
}

/** A rail network ready to run: nodes and edges by index, lengths measured, junctions numbered. */
export interface Layout {
  readonly name: string;
  readonly nodes: readonly RailNode[];
  readonly edges: readonly RailEdge[];
  /** Node index of each junction, in junction order. */
  readonly junctions: readonly number[];
  readonly portals: readonly Portal[];
}

/** Checks a designer's plan and turns it into a Layout; throws on a plan trains could not run. */
export function compileLayout(plan: LayoutPlan): Layout {
  const names = Object.keys(plan.nodes);
  const indexOf = new Map(names.map((name, index) => [name, index]));
  const nodeIndex = (name: string): number => {
    const index = indexOf.get(name);
    if (index === undefined) throw new Error(`${plan.name}: no node named ${name}`);
    return index;
  };

  const edges: RailEdge[] = plan.edges.map((edge) => {
    const from = nodeIndex(edge.from);
    const to = nodeIndex(edge.to);
    const points = [plan.nodes[edge.from]!.at, ...(edge.via ?? []), plan.nodes[edge.to]!.at];
    const length = polylineLength(points);
    if (length < TRAIN_LENGTH) throw new Error(`${plan.name}: ${edge.from}->${edge.to} is shorter than a train`);
    return { from, to, points, length };
  });

  let junctionCount = 0;
  const nodes: RailNode[] = names.map((name, index) => {
    const node = plan.nodes[name]!;
    const outs = edges.flatMap((edge, e) => (edge.from === index ? [e] : []));
    const ins = edges.flatMap((edge, e) => (edge.to === index ? [e] : []));
    const station = node.station ?? null;
    const portal = node.portal === true;
    if (portal && (outs.length !== 1 || ins.length !== 0))
      throw new Error(`${plan.name}: portal ${name} needs one track out`);
    if (station !== null && outs.length !== 0) throw new Error(`${plan.name}: station ${name} must end its track`);
    if (station === null && outs.length === 0) throw new Error(`${plan.name}: track ends at ${name} without a station`);
    if (!portal && ins.length === 0) throw new Error(`${plan.name}: nothing reaches ${name}`);
    return { name, at: node.at, outs, ins, portal, station, junction: outs.length > 1 ? junctionCount++ : null };
  });

  const colours = nodes.flatMap((node) => (node.station === null ? [] : [node.station]));
  if (new Set(colours).size !== colours.length) throw new Error(`${plan.name}: two stations share a colour`);

  const portals: Portal[] = nodes.flatMap((node, index) =>
    node.portal ? [{ node: index, edge: node.outs[0]!, colours: reachableColours(nodes, edges, index) }] : [],
  );
  if (portals.length === 0) throw new Error(`${plan.name}: no portal`);

  return {
    name: plan.name,
    nodes,
    edges,
    junctions: nodes.flatMap((node, index) => (node.junction === null ? [] : [index])),
    portals,
  };
}

function reachableColours(nodes: readonly RailNode[], edges: readonly RailEdge[], start: number): CargoColour[] {
  const seen = new Set<number>([start]);
  const stack = [start];
  const colours: CargoColour[] = [];
  while (stack.length > 0) {
    const node = nodes[stack.pop()!]!;
    if (node.station !== null) colours.push(node.station);
    for (const e of node.outs) {
      const next = edges[e]!.to;
      if (!seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  // Declaration order, so the spawn pick does not depend on the search order.
  return nodes.flatMap((node) => (node.station !== null && colours.includes(node.station) ? [node.station] : []));
}
