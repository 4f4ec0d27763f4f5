import { mountGame } from '../sdk/src/shell/mount-game';
import { alphabetMerge } from './core/definition';
import { letterName } from './core/letter-grid';
import { createAlphabetMergeView } from './view/alphabet-merge-view';

const root = document.getElementById('game');
if (!root) throw new Error('index.html needs a #game element');

mountGame({
  root,
  definition: alphabetMerge,
  title: 'Alphabet Merge',
  instructions: [
    'Swipe, use the arrow keys (or WASD) or the buttons to slide every tile.',
    'Two equal letters merge into the next: A + A = B … all the way to Z.',
    'The game ends when no slide is possible.',
  ],
  levelLabel: 'Letter',
  formatLevel: letterName,
  theme: { accent: '#7b4fd6', background: '#2b2457' },
  createView: createAlphabetMergeView,
});
