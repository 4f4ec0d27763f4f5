import { mountGame } from '../sdk/src/shell/mount-game';
import { gemCrusherDefinition } from './core/definition';
import { createGemCrusherView } from './view/gem-crusher-view';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: gemCrusherDefinition,
  title: 'Gem Crusher',
  instructions: [
    'Drag a gem onto its neighbour, or tap one then the other, to line up 3 or more.',
    'Keyboard: arrows move, Space picks up a gem, an arrow swaps it.',
    'Four in a line makes a blaster; five makes a colour bomb.',
    'Reach the target score before your moves run out.',
  ],
  theme: { accent: '#c2185b', background: '#1d0f35' },
  createView: createGemCrusherView,
});
