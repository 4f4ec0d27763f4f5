import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameCatalog } from '../../../contracts/src/games';
import type { Replay } from '../../sdk/src/replay';
import { gameRules } from './game-rules';
import { gameSlugs, verifyRun } from './verify-run';

const gamesDir = join(import.meta.dirname, '..', '..');
const goldenReplays = gameSlugs.flatMap((slug) => {
  const dir = join(gamesDir, slug, 'fixtures');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.replay.json'))
    .map((name) => ({ slug, name, replay: JSON.parse(readFileSync(join(dir, name), 'utf8')) as Replay }));
});

describe('gameSlugs', () => {
  it('names the four catalogue games', () => {
    expect([...gameSlugs].sort()).toEqual(gameCatalog.map((game) => game.slug).sort());
  });
});

describe('verifyRun', () => {
  it.each(goldenReplays.map((golden) => [`${golden.slug}/${golden.name}`, golden] as const))(
    'verifies the golden replay %s with its score',
    (_name, { slug, replay }) => {
      const verdict = verifyRun(slug, replay);
      expect(verdict).toMatchObject({ game: slug, valid: true, score: replay.claimedScore });
    },
  );

  it('refuses a replay under a slug no game has, including the names every object inherits', () => {
    const replay = goldenReplays[0]!.replay;
    for (const slug of ['chess', 'constructor', '__proto__', 'toString']) {
      expect(verifyRun(slug, replay)).toEqual({
        game: slug,
        valid: false,
        score: 0,
        level: 0,
        ticks: 0,
        reason: `no verifiable game ${JSON.stringify(slug)}`,
      });
    }
  });

  it("refuses one game's replay verified as another's", () => {
    const { replay } = goldenReplays.find((golden) => golden.slug === 'hang-glider')!;
    expect(verifyRun('gem-crusher', replay)).toMatchObject({
      valid: false,
      reason: 'replay is for game "hang-glider", not "gem-crusher"',
    });
  });

  it('refuses a replay with more inputs than the longest run allows, before replaying it', () => {
    const { slug, replay } = goldenReplays[0]!;
    const maxInputs = gameRules(slug).maxInputs;
    const oversized = { ...replay, inputs: Array.from({ length: maxInputs + 1 }, (_, k) => [k, replay.inputs[0]![1]]) };
    expect(verifyRun(slug, oversized)).toMatchObject({ valid: false, reason: 'inputs faster than the human bound' });
  });
});

describe('gameRules', () => {
  it("derives each game's bounds from its definition", () => {
    expect(gameRules('hang-glider')).toEqual({
      ticksPerSecond: 60,
      maxTicks: 54_001,
      maxRunSeconds: 901, // 54001 / 60 rounded up
      maxInputs: 30 * 901 + 1,
      leaderboardOrder: 'score-desc',
    });
  });

  it('knows no game outside the registry', () => {
    expect(() => gameRules('chess')).toThrow('no verifiable game "chess"');
    expect(() => gameRules('constructor')).toThrow('no verifiable game "constructor"');
  });

  it('bounds inputs exactly where the verifier starts refusing them', () => {
    for (const slug of gameSlugs) {
      const { maxInputs, maxTicks } = gameRules(slug);
      // A quit alone on each tick is never "too fast", so only the count bound can refuse these.
      const atBound = Array.from({ length: maxInputs }, (_, k) => [Math.min(k, maxTicks), 'quit']);
      const overBound = [...atBound, [maxTicks, 'quit']];
      const replay = { game: slug, seed: 1, claimedScore: 0 };
      expect(verifyRun(slug, { ...replay, inputs: overBound }).reason).toBe('inputs faster than the human bound');
      expect(verifyRun(slug, { ...replay, inputs: atBound }).reason).not.toBe('inputs faster than the human bound');
    }
  });
});
