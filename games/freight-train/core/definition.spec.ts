import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Replay, ReplayInput } from '../../sdk/src/replay';
import { verifyReplay } from '../../sdk/src/verify';
import { freightTrainDefinition as sut } from './definition';
import type { FreightTrainSimulation } from './freight-train-simulation';
import { simulateUntil } from '../../sdk/src/testing/simulate-until';

const fixturesDir = new URL('../fixtures/', import.meta.url);
const fixtureNames = readdirSync(fixturesDir).filter((name) => name.endsWith('.replay.json'));
const loadFixture = (name: string): Replay => JSON.parse(readFileSync(new URL(name, fixturesDir), 'utf8')) as Replay;
const golden = () => loadFixture('distracted-seed-31.replay.json');

function snapshot(sim: FreightTrainSimulation) {
  return {
    score: sim.score,
    level: sim.level,
    lives: sim.lives,
    tick: sim.tick,
    over: sim.over,
    switches: sim.switches,
    trains: sim.trains,
    events: sim.eventLog,
  };
}

describe('freight-train golden replays', () => {
  it('has golden replays to check', () => {
    expect(fixtureNames.length).toBeGreaterThanOrEqual(2);
  });

  it.each(fixtureNames)('%s verifies to its recorded score', (name) => {
    const replay = loadFixture(name);
    const verdict = verifyReplay(sut, replay);
    expect(verdict).toMatchObject({ valid: true, score: replay.claimedScore });
    expect(verdict.score).toBeGreaterThan(0);
  });
});

describe('freight-train replay tampering', () => {
  it('rejects a raised claimed score', () => {
    const replay = { ...golden(), claimedScore: 999_999 };
    expect(verifyReplay(sut, replay)).toMatchObject({
      valid: false,
      reason: `claimed score 999999 does not match replayed score ${golden().claimedScore}`,
    });
  });

  it('rejects edited inputs', () => {
    const replay = golden();
    // Without its first ten switch throws, trains go astray and the run ends long before the
    // rest of the inputs, or scores differently.
    replay.inputs = replay.inputs.slice(10);
    expect(verifyReplay(sut, replay)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/does not match replayed score|input after the game ended/),
    });
  });

  it('rejects ticks out of order', () => {
    const replay = golden();
    replay.inputs.reverse();
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'ticks out of order' });
  });

  it('rejects inputs after the run ended', () => {
    const replay = golden();
    const { ticks } = verifyReplay(sut, replay);
    replay.inputs.push([ticks + 1, 0]);
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'input after the game ended' });
  });

  it('rejects more switch throws in a second than a person can make', () => {
    const replay = golden();
    const burst: ReplayInput[] = Array.from({ length: sut.maxInputsPerSecond + 1 }, (_, i) => [i * 2, i % 2]);
    replay.inputs = [...burst, ...replay.inputs.filter(([tick]) => tick >= sut.ticksPerSecond * 2)];
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'inputs faster than the human bound' });
  });

  it('rejects a junction number no layout has', () => {
    const replay = golden();
    replay.inputs[0] = [replay.inputs[0]![0], 42];
    expect(verifyReplay(sut, replay)).toMatchObject({
      valid: false,
      reason: 'input 0 is not a legal freight-train input',
    });
  });
});

describe('freight-train determinism', () => {
  it('replays any input sequence twice to the same state', () => {
    const inputs = fc.array(fc.tuple(fc.nat(45), fc.nat(8)), { maxLength: 60 }).map((gaps) => {
      let tick = 0;
      return gaps.map(([gap, junction]): ReplayInput => [(tick += gap), junction]);
    });
    fc.assert(
      fc.property(fc.nat(0xffffffff), inputs, (seed, recorded) => {
        const end = (recorded.at(-1)?.[0] ?? 0) + 300;
        const first = simulateUntil(sut, seed, recorded, end);
        const second = simulateUntil(sut, seed, recorded, end);
        expect(snapshot(second)).toEqual(snapshot(first));
        expect(first.tick === end || first.over).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});
