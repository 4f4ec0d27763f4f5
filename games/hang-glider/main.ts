import { mountGame } from '../sdk/src/shell/mount-game';
import { hangGlider } from './core/definition';
import { createHangGliderView } from './view/hang-glider-view';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: hangGlider,
  title: 'Hang Glider',
  instructions: [
    'Hold the screen, Space or ↑ to climb; let go to dive.',
    'Ride the warm thermals up, grab coins (+10).',
    'Dodge birds, trees, power lines and cliffs.',
  ],
  levelLabel: 'Stage',
  theme: { accent: '#c43d18', background: '#2a4f7a' },
  createView: createHangGliderView,
});
