import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Replay, ReplayInput } from '../../sdk/src/replay';
import { verifyReplay } from '../../sdk/src/verify';
import { gemCrusherDefinition as sut } from './definition';
import type { GemCrusherSimulation } from './gem-crusher-simulation';
import { findPossibleSwaps } from './possible-moves';
import type { SwapInput } from './swap-input';
import { simulateUntil } from '../../sdk/src/testing/simulate-until';

const fixturesDir = new URL('../fixtures/', import.meta.url);
const fixtureNames = readdirSync(fixturesDir).filter((name) => name.endsWith('.replay.json'));
const loadFixture = (name: string): Replay => JSON.parse(readFileSync(new URL(name, fixturesDir), 'utf8')) as Replay;
const golden = () => loadFixture('greedy-seed-2024.replay.json');

function snapshot(sim: GemCrusherSimulation) {
  return { score: sim.score, level: sim.level, tick: sim.tick, over: sim.over, moves: sim.movesLeft, board: sim.board };
}

describe('gem-crusher golden replays', () => {
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

describe('gem-crusher replay tampering', () => {
  it('rejects a raised claimed score', () => {
    const replay = { ...golden(), claimedScore: golden().claimedScore + 10 };
    expect(verifyReplay(sut, replay)).toMatchObject({
      valid: false,
      reason: `claimed score ${replay.claimedScore} does not match replayed score ${golden().claimedScore}`,
    });
  });

  it('rejects edited inputs through the score they replay to', () => {
    const replay = golden();
    const index = replay.inputs.findIndex(([, swap]) => JSON.stringify(swap) !== '[0,1]');
    replay.inputs[index] = [replay.inputs[index]![0], [0, 1]];
    expect(verifyReplay(sut, replay)).toMatchObject({
      valid: false,
      reason: expect.stringMatching(/does not match replayed score/),
    });
  });

  it('rejects ticks out of order', () => {
    const replay = golden();
    const [first, second] = replay.inputs;
    replay.inputs[0] = second!;
    replay.inputs[1] = first!;
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'ticks out of order' });
  });

  it('rejects inputs after the run ended', () => {
    const replay = golden();
    const { ticks } = verifyReplay(sut, replay);
    replay.inputs.push([ticks + 30, [0, 1]]);
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'input after the game ended' });
  });

  it('rejects more swaps in a second than a person can make', () => {
    const replay = golden();
    const burst: ReplayInput[] = Array.from({ length: sut.maxInputsPerSecond + 1 }, (_, i) => [i * 3, [0, 1]]);
    replay.inputs = [...burst, ...replay.inputs.map(([tick, swap]): ReplayInput => [tick + 100, swap])];
    expect(verifyReplay(sut, replay)).toMatchObject({ valid: false, reason: 'inputs faster than the human bound' });
  });

  it('rejects a swap of cells that are not neighbours', () => {
    const replay = golden();
    replay.inputs[0] = [replay.inputs[0]![0], [0, 9]];
    expect(verifyReplay(sut, replay)).toMatchObject({
      valid: false,
      reason: 'input 0 is not a legal gem-crusher input',
    });
  });
});

describe('gem-crusher determinism', () => {
  it('replays any input sequence twice to the same state', () => {
    const plan = fc.array(
      fc.record({
        wait: fc.nat(60),
        productive: fc.boolean(),
        pick: fc.nat(200),
        cell: fc.nat(63),
        down: fc.boolean(),
      }),
      { maxLength: 40 },
    );
    fc.assert(
      fc.property(fc.nat(0xffffffff), plan, (seed, steps) => {
        // Play the plan once, choosing productive swaps from the live board, and record it.
        const live = sut.create(seed);
        const inputs: ReplayInput[] = [];
        for (const step of steps) {
          for (let i = 0; i < step.wait && !live.over; i++) live.step([]);
          if (live.over) break;
          const swaps = findPossibleSwaps(live.board.slice());
          const raw: SwapInput =
            step.productive && swaps.length > 0
              ? swaps[step.pick % swaps.length]!
              : [step.cell, step.down ? step.cell + 8 : step.cell + 1];
          const swap = sut.parseInput([...raw]);
          if (swap === null) continue;
          inputs.push([live.tick, swap]);
          live.step([swap]);
        }
        const end = live.tick;
        const first = simulateUntil(sut, seed, inputs, end);
        const second = simulateUntil(sut, seed, inputs, end);
        expect(snapshot(first)).toEqual(snapshot(live));
        expect(snapshot(second)).toEqual(snapshot(first));
      }),
      { numRuns: 60 },
    );
  });
});
