import type { GameDefinition, Simulation } from '../simulation';

export type TallyInput = 'inc' | 'end';

/**
 * A tiny game for the SDK's own tests: each 'inc' scores the seed's weight (1..3), 'end' ends
 * the run, and it ends by itself after `endTick` ticks.
 */
export class TallySim implements Simulation<TallyInput> {
  over = false;
  score = 0;
  tick = 0;
  private readonly weight: number;

  constructor(
    seed: number,
    private readonly endTick: number,
  ) {
    this.weight = 1 + (seed % 3);
  }

  get level(): number {
    return 1 + Math.floor(this.score / 10);
  }

  step(inputs: readonly TallyInput[]): void {
    if (this.over) throw new Error('stepped after the run was over');
    for (const input of inputs) {
      if (input === 'inc') this.score += this.weight;
      else this.over = true;
    }
    this.tick++;
    if (this.tick >= this.endTick) this.over = true;
  }
}

export function tallyGame(
  overrides: Partial<GameDefinition<TallyInput, TallySim>> & { endTick?: number } = {},
): GameDefinition<TallyInput, TallySim> {
  const endTick = overrides.endTick ?? 50;
  return {
    slug: 'tally',
    ticksPerSecond: 10,
    maxTicks: 100,
    maxInputsPerSecond: 5,
    maxInputsPerTick: 2,
    leaderboardOrder: 'score-desc',
    create: (seed) => new TallySim(seed, endTick),
    parseInput: (raw) => (raw === 'inc' || raw === 'end' ? raw : null),
    ...overrides,
  };
}
