import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Replay } from '../../sdk/src/replay';
import { playTimeline, ticksFromGaps } from '../../sdk/src/testing/play-timeline';
import { tamperings } from '../../sdk/src/testing/replay-tampering';
import { verifyReplay } from '../../sdk/src/verify';
import { alphabetMerge } from './definition';
import { MERGE_INPUTS } from './merge-input';

const fixturesDir = new URL('../fixtures/', import.meta.url);
const fixtures = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.replay.json'))
  .map((name) => [name, JSON.parse(readFileSync(new URL(name, fixturesDir), 'utf8')) as Replay] as const);

// Gaps of at least 2 ticks keep any sequence within the human bound (12 a second at 20 ticks).
const timelineArb = fc
  .array(fc.tuple(fc.integer({ min: 2, max: 30 }), fc.constantFrom(...MERGE_INPUTS)), { maxLength: 400 })
  .map(ticksFromGaps);

describe('alphabetMerge definition', () => {
  it('replays any input sequence to the same result every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), timelineArb, (seed, timeline) => {
        const first = playTimeline(alphabetMerge, seed, timeline);
        const second = playTimeline(alphabetMerge, seed, timeline);
        expect(second).toEqual(first);
        const verdict = verifyReplay(alphabetMerge, first.replay);
        expect(verdict).toEqual({
          game: 'alphabet-merge',
          valid: true,
          score: first.score,
          level: first.level,
          ticks: first.ticks,
        });
        expect(verifyReplay(alphabetMerge, structuredClone(first.replay))).toEqual(verdict);
      }),
      { numRuns: 200 },
    );
  });

  it('accepts only the four slides', () => {
    for (const input of MERGE_INPUTS) expect(alphabetMerge.parseInput(input)).toBe(input);
    for (const bad of ['L', 'left', 'x', 0, null, ['l']]) expect(alphabetMerge.parseInput(bad)).toBeNull();
  });

  it('rejects a run left waiting for a move that never comes', () => {
    const verdict = verifyReplay(alphabetMerge, {
      game: 'alphabet-merge',
      seed: 1,
      inputs: [[0, 'l']],
      claimedScore: 0,
    });
    // Without a quit the game waits for the next move until the hour is up, which ends it.
    expect(verdict).toMatchObject({ valid: true, ticks: alphabetMerge.maxTicks - 1 });
  });

  it('has golden replays to check', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(fixtures)('golden replay %s', (_name, replay) => {
    it('verifies to its recorded score', () => {
      const verdict = verifyReplay(alphabetMerge, replay);
      expect(verdict.reason).toBeUndefined();
      expect(verdict).toMatchObject({ valid: true, score: replay.claimedScore });
    });

    it('is rejected when its inputs are edited', () => {
      const edited = structuredClone(replay);
      // Turn every 'down' into 'up': a different game entirely.
      edited.inputs = edited.inputs.map(([tick, input]) => [tick, input === 'd' ? 'u' : input] as const);
      expect(verifyReplay(alphabetMerge, edited)).toMatchObject({
        valid: false,
        reason: expect.stringMatching(/^claimed score \d+ does not match replayed score \d+$/),
      });
    });

    it.each(tamperings(alphabetMerge, replay).map((t) => [t.name, t] as const))(
      'is rejected with %s',
      (_what, tampering) => {
        const verdict = verifyReplay(alphabetMerge, tampering.replay);
        expect(verdict.valid).toBe(false);
        expect(verdict.reason).toMatch(tampering.reason);
      },
    );
  });
});
