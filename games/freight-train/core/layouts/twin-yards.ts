import type { LayoutPlan } from '../layout-plan';

/** Level 2: four junctions, four stations; blue and green can be reached down either side. */
export const twinYards: LayoutPlan = {
  name: 'Twin Yards',
  nodes: {
    tunnel: { at: [5, 0], portal: true },
    top: { at: [5, 2] },
    west: { at: [2, 5] },
    east: { at: [8, 5] },
    meet: { at: [5, 8] },
    yard: { at: [5, 10] },
    red: { at: [1, 12], station: 'red' },
    blue: { at: [3, 12], station: 'blue' },
    green: { at: [7, 12], station: 'green' },
    yellow: { at: [9, 12], station: 'yellow' },
  },
  edges: [
    { from: 'tunnel', to: 'top' },
    { from: 'top', to: 'west' },
    { from: 'top', to: 'east' },
    { from: 'west', to: 'red', via: [[1, 6]] },
    { from: 'west', to: 'meet' },
    { from: 'east', to: 'meet' },
    { from: 'east', to: 'yellow', via: [[9, 6]] },
    { from: 'meet', to: 'yard' },
    { from: 'yard', to: 'blue' },
    { from: 'yard', to: 'green' },
  ],
};
