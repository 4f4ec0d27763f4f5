import { describe, expect, it } from 'vitest';
import { compileLayout } from './compile-layout';
import { findCollisions } from './find-collisions';
import { SUB_UNITS_PER_GRID, TRAIN_LENGTH } from './track-units';
import type { Train } from './train';

// Two tunnels whose lines merge at "meet" and run on to one station.
const merge = compileLayout({
  name: 'Merge',
  nodes: {
    west: { at: [0, 0], portal: true },
    east: { at: [10, 0], portal: true },
    meet: { at: [5, 0] },
    red: { at: [5, 10], station: 'red' },
    blue: { at: [0, 10], station: 'blue' },
  },
  edges: [
    { from: 'west', to: 'meet' },
    { from: 'east', to: 'meet' },
    { from: 'meet', to: 'red' },
    { from: 'meet', to: 'blue', via: [[0, 5]] },
  ],
});
const [westLine, eastLine, main] = [0, 1, 2];
const unit = SUB_UNITS_PER_GRID;

let nextId = 1;
function train(edge: number, position: number, previousEdge: number | null = null): Train {
  return { id: nextId++, colour: 'red', express: false, speed: 50, edge, position, previousEdge };
}

describe('findCollisions', () => {
  it('finds none between trains a train length apart on one line', () => {
    expect(findCollisions(merge, [train(main, 3 * unit), train(main, 3 * unit - TRAIN_LENGTH)])).toEqual([]);
  });

  it('finds a train that has run into the back of the one ahead', () => {
    const sut = findCollisions(merge, [train(main, 3 * unit), train(main, 3 * unit - TRAIN_LENGTH + 1)]);
    expect(sut).toEqual([{ struck: 0, striker: 1 }]);
  });

  it('finds a train entering a merge while another is still crossing it', () => {
    // The first has just left the west line; its tail still covers the end of it... and the
    // second arrives from the east onto the same main line behind its nose.
    const crossing = train(main, unit / 2, westLine);
    const arriving = train(main, 10, eastLine);
    expect(findCollisions(merge, [crossing, arriving])).toEqual([{ struck: 0, striker: 1 }]);
  });

  it('finds a train running into a tail that still trails over the line it is on', () => {
    const ahead = train(main, unit / 2, westLine);
    const behind = train(westLine, 5 * unit - 10);
    expect(findCollisions(merge, [behind, ahead])).toEqual([{ struck: 1, striker: 0 }]);
  });

  it('finds none once the tail has cleared the merge', () => {
    const ahead = train(main, TRAIN_LENGTH + 5, westLine);
    const behind = train(westLine, 5 * unit - 1);
    const waiting = train(eastLine, 5 * unit - 1);
    expect(findCollisions(merge, [ahead, behind, waiting])).toEqual([]);
  });
});
