import { mountGame } from '../sdk/src/shell/mount-game';
import { hangGlider } from './core/definition';
import { createHangGliderView } from './view/hang-glider-view';
import { hangGliderInstructions } from './instructions';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: hangGlider,
  title: 'Hang Glider',
  instructions: hangGliderInstructions,
  levelLabel: 'Stage',
  theme: { accent: '#c43d18', background: '#2a4f7a' },
  createView: createHangGliderView,
});
