import { readFileSync, readdirSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playTimeline, ticksFromGaps } from '../../sdk/src/testing/play-timeline';
import { tamperings } from '../../sdk/src/testing/replay-tampering';
import type { Replay } from '../../sdk/src/replay';
import { verifyReplay } from '../../sdk/src/verify';
import { hangGlider } from './definition';
import type { HangGliderInput } from './hang-glider-input';

const fixturesDir = new URL('../fixtures/', import.meta.url);
const fixtures = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.replay.json'))
  .map((name) => [name, JSON.parse(readFileSync(new URL(name, fixturesDir), 'utf8')) as Replay] as const);

const inputArb = fc.constantFrom<HangGliderInput>('u', 'd');
// Gaps of at least 2 ticks keep any sequence within the human bound (30 inputs a second at 60 ticks).
const timelineArb = fc
  .array(fc.tuple(fc.integer({ min: 2, max: 90 }), inputArb), { maxLength: 300 })
  .map(ticksFromGaps);

describe('hangGlider definition', () => {
  it('replays any input sequence to the same result every time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), timelineArb, (seed, timeline) => {
        const first = playTimeline(hangGlider, seed, timeline, 600);
        const second = playTimeline(hangGlider, seed, timeline, 600);
        expect(second).toEqual(first);
        const verdict = verifyReplay(hangGlider, first.replay);
        expect(verdict).toEqual({
          game: 'hang-glider',
          valid: true,
          score: first.score,
          level: first.level,
          ticks: first.ticks,
        });
        expect(verifyReplay(hangGlider, structuredClone(first.replay))).toEqual(verdict);
      }),
      { numRuns: 150 },
    );
  });

  it('accepts only its own inputs', () => {
    expect(hangGlider.parseInput('u')).toBe('u');
    expect(hangGlider.parseInput('d')).toBe('d');
    for (const bad of ['U', 'up', 1, null, ['u'], {}]) expect(hangGlider.parseInput(bad)).toBeNull();
  });

  it('has golden replays to check', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(2);
  });

  describe.each(fixtures)('golden replay %s', (_name, replay) => {
    it('verifies to its recorded score', () => {
      const verdict = verifyReplay(hangGlider, replay);
      expect(verdict.reason).toBeUndefined();
      expect(verdict).toMatchObject({ valid: true, score: replay.claimedScore });
    });

    it('is rejected when its inputs are edited', () => {
      const edited = structuredClone(replay);
      // Let go of everything after the first few seconds: the glider dives early.
      edited.inputs = edited.inputs.filter(([tick]) => tick < 240);
      if (edited.inputs.at(-1)?.[1] === 'u') edited.inputs.push([239, 'd']);
      expect(verifyReplay(hangGlider, edited)).toMatchObject({
        valid: false,
        reason: expect.stringMatching(/^claimed score \d+ does not match replayed score \d+$/),
      });
    });

    it.each(tamperings(hangGlider, replay).map((t) => [t.name, t] as const))(
      'is rejected with %s',
      (_what, tampering) => {
        const verdict = verifyReplay(hangGlider, tampering.replay);
        expect(verdict.valid).toBe(false);
        expect(verdict.reason).toMatch(tampering.reason);
      },
    );
  });
});
