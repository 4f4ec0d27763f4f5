import type { CargoColour } from './cargo-colour';
import type { Layout } from './compile-layout';
import type { FreightTrainSimulation } from './freight-train-simulation';
import type { JunctionInput } from './junction-input';

/**
 * The switch throws a dispatcher who always routes the nearest train at each junction to its
 * own station would make this tick. It never looks ahead to avoid collisions, so it is a
 * strong but beatable opponent: tests and benchmarks use it to play whole runs.
 */
export function perfectDispatcherInputs(sim: FreightTrainSimulation): JunctionInput[] {
  const { layout, switches } = sim;
  const wish = new Map<number, { distance: number; branch: number }>();
  for (const train of sim.trains) {
    let distance = layout.edges[train.edge]!.length - train.position;
    for (const step of routeToStation(layout, layout.edges[train.edge]!.to, train.colour)) {
      const current = wish.get(step.junction);
      if (current === undefined || distance < current.distance)
        wish.set(step.junction, { distance, branch: step.branch });
      distance += step.length;
    }
  }
  const inputs: JunctionInput[] = [];
  for (const [junction, { branch }] of wish) {
    const branches = layout.nodes[layout.junctions[junction]!]!.outs.length;
    const throws = (branch - switches[junction]! + branches) % branches;
    for (let i = 0; i < throws; i++) inputs.push(junction);
  }
  return inputs.sort((a, b) => a - b);
}

interface RouteStep {
  readonly junction: number;
  readonly branch: number;
  /** Length of the edge the branch leads onto. */
  readonly length: number;
}

/** The junction settings along the shortest track from `start` to the station of `colour`. */
function routeToStation(layout: Layout, start: number, colour: CargoColour): RouteStep[] {
  const previous = new Map<number, number>([[start, -1]]);
  const queue = [start];
  let goal = -1;
  while (queue.length > 0 && goal < 0) {
    const node = queue.shift()!;
    if (layout.nodes[node]!.station === colour) goal = node;
    for (const e of layout.nodes[node]!.outs) {
      const next = layout.edges[e]!.to;
      if (!previous.has(next)) {
        previous.set(next, e);
        queue.push(next);
      }
    }
  }
  const steps: RouteStep[] = [];
  for (let node = goal; node >= 0 && previous.get(node)! >= 0;) {
    const e = previous.get(node)!;
    const edge = layout.edges[e]!;
    const from = layout.nodes[edge.from]!;
    if (from.junction !== null)
      steps.unshift({ junction: from.junction, branch: from.outs.indexOf(e), length: edge.length });
    else if (steps.length > 0) steps[0] = { ...steps[0]!, length: steps[0]!.length + edge.length };
    node = edge.from;
  }
  return steps;
}
