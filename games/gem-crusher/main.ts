import { mountGame } from '../sdk/src/shell/mount-game';
import { gemCrusherDefinition } from './core/definition';
import { createGemCrusherView } from './view/gem-crusher-view';
import { gemCrusherInstructions } from './instructions';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: gemCrusherDefinition,
  title: 'Gem Crusher',
  instructions: gemCrusherInstructions,
  theme: { accent: '#c2185b', background: '#1d0f35' },
  createView: createGemCrusherView,
});
