import type { LayoutPlan } from '../layout-plan';

/** Level 1: one tunnel, two junctions, three stations. No merges, so nothing can crash yet. */
export const valleyJunction: LayoutPlan = {
  name: 'Valley Junction',
  nodes: {
    tunnel: { at: [5, 0], portal: true },
    fork: { at: [5, 3] },
    lowerFork: { at: [7, 7] },
    red: { at: [2, 12], station: 'red' },
    blue: { at: [5, 12], station: 'blue' },
    yellow: { at: [8, 12], station: 'yellow' },
  },
  edges: [
    { from: 'tunnel', to: 'fork' },
    { from: 'fork', to: 'red', via: [[2, 6]] },
    { from: 'fork', to: 'lowerFork', via: [[7, 5]] },
    { from: 'lowerFork', to: 'blue', via: [[5, 9]] },
    { from: 'lowerFork', to: 'yellow', via: [[8, 8]] },
  ],
};
