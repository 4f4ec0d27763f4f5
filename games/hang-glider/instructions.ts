/**
 * How to play Hang Glider, in short lines: the game's title screen shows them, and so does the app's card before a
 * member competes, from this one source.
 */
export const hangGliderInstructions = [
  'Hold the screen, Space or ↑ to climb; let go to dive.',
  'Ride the warm thermals up, grab coins (+10).',
  'Dodge birds, trees, power lines and cliffs.',
] as const;
