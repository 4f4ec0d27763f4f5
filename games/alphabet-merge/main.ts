import { mountGame } from '../sdk/src/shell/mount-game';
import { alphabetMerge } from './core/definition';
import { letterName } from './core/letter-grid';
import { createAlphabetMergeView } from './view/alphabet-merge-view';
import { alphabetMergeInstructions } from './instructions';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: alphabetMerge,
  title: 'Alphabet Merge',
  instructions: alphabetMergeInstructions,
  levelLabel: 'Letter',
  formatLevel: letterName,
  theme: { accent: '#7b4fd6', background: '#2b2457' },
  createView: createAlphabetMergeView,
});
