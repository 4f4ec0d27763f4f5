import { describe, expect, it } from 'vitest';
import { compileLayout } from './compile-layout';
import type { LayoutPlan } from './layout-plan';
import { LAYOUTS } from './levels';
import { SUB_UNITS_PER_GRID } from './track-units';

const fork: LayoutPlan = {
  name: 'Fork',
  nodes: {
    tunnel: { at: [5, 0], portal: true },
    switch: { at: [5, 3] },
    red: { at: [2, 6], station: 'red' },
    blue: { at: [8, 10], station: 'blue' },
  },
  edges: [
    { from: 'tunnel', to: 'switch' },
    { from: 'switch', to: 'red' },
    { from: 'switch', to: 'blue', via: [[8, 7]] },
  ],
};

describe('compileLayout', () => {
  it('numbers junctions, measures edges and lists what each portal can reach', () => {
    const sut = compileLayout(fork);
    expect(sut.junctions).toEqual([1]);
    expect(sut.nodes[1]!.outs).toEqual([1, 2]);
    expect(sut.edges[0]!.length).toBe(3 * SUB_UNITS_PER_GRID);
    // A 3-4-5 diagonal, then 3 straight down.
    expect(sut.edges[2]!.length).toBe(8 * SUB_UNITS_PER_GRID);
    expect(sut.portals).toEqual([{ node: 0, edge: 0, colours: ['red', 'blue'] }]);
  });

  it('refuses track too short for a train', () => {
    const plan = { ...fork, nodes: { ...fork.nodes, switch: { at: [5, 1] as const } } };
    expect(() => compileLayout(plan)).toThrow('tunnel->switch is shorter than a train');
  });

  it('refuses track that ends without a station', () => {
    const plan = { ...fork, nodes: { ...fork.nodes, blue: { at: [8, 10] as const } } };
    expect(() => compileLayout(plan)).toThrow('track ends at blue without a station');
  });

  it('refuses two stations of one colour', () => {
    const plan = { ...fork, nodes: { ...fork.nodes, blue: { at: [8, 10] as const, station: 'red' as const } } };
    expect(() => compileLayout(plan)).toThrow('two stations share a colour');
  });
});

describe('the level layouts', () => {
  it('grow: more stations and at least as many junctions each time', () => {
    const stations = LAYOUTS.map((layout) => layout.nodes.filter((node) => node.station !== null).length);
    const junctions = LAYOUTS.map((layout) => layout.junctions.length);
    expect(stations).toEqual([3, 4, 5, 6]);
    expect(junctions).toEqual([2, 4, 5, 5]);
    expect(LAYOUTS.map((layout) => layout.portals.length)).toEqual([1, 1, 2, 2]);
  });

  it('let every portal reach at least two stations, and every station be reached', () => {
    for (const layout of LAYOUTS) {
      const reachable = new Set(layout.portals.flatMap((portal) => portal.colours));
      const stations = layout.nodes.flatMap((node) => (node.station === null ? [] : [node.station]));
      expect(new Set(stations)).toEqual(reachable);
      for (const portal of layout.portals) expect(portal.colours.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('fit the 10 × 13 grid', () => {
    for (const layout of LAYOUTS) {
      for (const edge of layout.edges) {
        for (const [x, y] of edge.points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(10);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(13);
        }
      }
    }
  });
});
