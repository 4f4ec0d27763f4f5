/**
 * How to play Gem Crusher, in short lines: the game's title screen shows them, and so does the app's card before a
 * member competes, from this one source.
 */
export const gemCrusherInstructions = [
  'Drag a gem onto its neighbor, or tap one then the other, to line up 3 or more.',
  'Keyboard: arrows move, Space picks up a gem, an arrow swaps it.',
  'Four in a line makes a blaster; five makes a color bomb.',
  'Reach the target score before your moves run out.',
] as const;
