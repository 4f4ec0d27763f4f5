import type { LayoutPlan } from '../layout-plan';

/**
 * Level 4: six stations, a tunnel from the north and one from the west that merge before
 * the main fork; orange is only reachable from the north, red only from the west.
 */
export const grandTerminal: LayoutPlan = {
  name: 'Grand Terminal',
  nodes: {
    northTunnel: { at: [5, 0], portal: true },
    westTunnel: { at: [0, 3], portal: true },
    northFork: { at: [5, 2] },
    westFork: { at: [2, 3] },
    meet: { at: [5, 5] },
    main: { at: [5, 7] },
    left: { at: [3, 9] },
    right: { at: [7, 9] },
    red: { at: [1, 8], station: 'red' },
    orange: { at: [9, 6], station: 'orange' },
    blue: { at: [2, 12], station: 'blue' },
    green: { at: [4, 12], station: 'green' },
    yellow: { at: [6, 12], station: 'yellow' },
    purple: { at: [8, 12], station: 'purple' },
  },
  edges: [
    { from: 'northTunnel', to: 'northFork' },
    { from: 'westTunnel', to: 'westFork' },
    { from: 'northFork', to: 'meet' },
    {
      from: 'northFork',
      to: 'orange',
      via: [
        [7, 2],
        [9, 4],
      ],
    },
    { from: 'westFork', to: 'red', via: [[1, 4]] },
    { from: 'westFork', to: 'meet', via: [[4, 5]] },
    { from: 'meet', to: 'main' },
    { from: 'main', to: 'left' },
    { from: 'main', to: 'right' },
    { from: 'left', to: 'blue', via: [[2, 10]] },
    { from: 'left', to: 'green', via: [[4, 10]] },
    { from: 'right', to: 'yellow', via: [[6, 10]] },
    { from: 'right', to: 'purple', via: [[8, 10]] },
  ],
};
