import { describe, expect, it } from 'vitest';
import { gameCatalog } from '../contracts/src/games';
import { gameInstructions } from './instructions';

describe('gameInstructions', () => {
  it('tells how to play every catalogue game in a few short lines', () => {
    for (const { slug } of gameCatalog) {
      const lines = gameInstructions[slug];
      expect(lines.length).toBeGreaterThanOrEqual(2);
      expect(lines.length).toBeLessThanOrEqual(6);
      for (const line of lines) expect(line.trim().length).toBeGreaterThan(10);
    }
  });
});
