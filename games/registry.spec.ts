import { describe, expect, it } from 'vitest';
import { gameCatalog } from '../contracts/src/games';
import { gameDefinitions } from './registry';

describe('gameDefinitions', () => {
  it('files every core under its own slug, and every slug is a catalogue game', () => {
    const catalogued = gameCatalog.map((game) => game.slug as string);
    for (const [key, definition] of Object.entries(gameDefinitions)) {
      expect(definition.slug).toBe(key);
      expect(catalogued).toContain(key);
    }
  });

  it('gives every game sane limits and a leaderboard order: an end, a human bound, a tick rate', () => {
    for (const definition of Object.values(gameDefinitions)) {
      expect(definition.ticksPerSecond).toBeGreaterThan(0);
      expect(definition.maxTicks).toBeGreaterThan(definition.ticksPerSecond * 60);
      expect(definition.maxInputsPerTick).toBeGreaterThanOrEqual(1);
      expect(definition.maxInputsPerSecond).toBeGreaterThanOrEqual(definition.maxInputsPerTick);
      expect(['score-desc', 'level-asc-score-desc']).toContain(definition.leaderboardOrder);
    }
  });
});
