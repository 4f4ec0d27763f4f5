import type { LayoutPlan } from '../layout-plan';

/**
 * Level 3: a second tunnel. Both lines meet in the middle, so two trains arriving there
 * together collide; red is only reachable from the west tunnel, purple only from the east.
 */
export const crossroads: LayoutPlan = {
  name: 'Crossroads',
  nodes: {
    westTunnel: { at: [2, 0], portal: true },
    eastTunnel: { at: [8, 0], portal: true },
    westFork: { at: [2, 3] },
    eastFork: { at: [8, 3] },
    meet: { at: [5, 6] },
    centre: { at: [5, 8] },
    left: { at: [3, 10] },
    right: { at: [7, 10] },
    red: { at: [1, 12], station: 'red' },
    blue: { at: [3, 12], station: 'blue' },
    green: { at: [5, 12], station: 'green' },
    yellow: { at: [7, 12], station: 'yellow' },
    purple: { at: [9, 12], station: 'purple' },
  },
  edges: [
    { from: 'westTunnel', to: 'westFork' },
    { from: 'eastTunnel', to: 'eastFork' },
    { from: 'westFork', to: 'red', via: [[1, 4]] },
    { from: 'westFork', to: 'meet' },
    { from: 'eastFork', to: 'meet' },
    { from: 'eastFork', to: 'purple', via: [[9, 4]] },
    { from: 'meet', to: 'centre' },
    { from: 'centre', to: 'left' },
    { from: 'centre', to: 'right' },
    { from: 'left', to: 'blue' },
    { from: 'left', to: 'green' },
    { from: 'right', to: 'green' },
    { from: 'right', to: 'yellow' },
  ],
};
