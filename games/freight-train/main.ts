import { mountGame } from '../sdk/src/shell/mount-game';
import { freightTrainDefinition } from './core/definition';
import { createFreightTrainView } from './view/freight-train-view';
import { freightTrainInstructions } from './instructions';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: freightTrainDefinition,
  title: 'Freight Train',
  instructions: freightTrainInstructions,
  theme: { accent: '#b4531a', background: '#3d6b35' },
  createView: createFreightTrainView,
});
