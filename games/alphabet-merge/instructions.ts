/**
 * How to play Alphabet Merge, in short lines: the game's title screen shows them, and so does the app's card before a
 * member competes, from this one source.
 */
export const alphabetMergeInstructions = [
  'Swipe, use the arrow keys (or WASD) or the buttons to slide every tile.',
  'Two equal letters merge into the next: A + A = B … all the way to Z.',
  'The game ends when no slide is possible.',
] as const;
