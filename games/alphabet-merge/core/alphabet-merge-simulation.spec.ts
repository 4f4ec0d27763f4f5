import { describe, expect, it } from 'vitest';
import { AlphabetMergeSimulation, TIME_LIMIT_TICKS } from './alphabet-merge-simulation';
import { CELLS, SIZE } from './letter-grid';
import { slideLetters } from './slide-letters';

const tiles = (sim: AlphabetMergeSimulation): number => sim.grid.filter((x) => x !== 0).length;

describe('AlphabetMergeSimulation', () => {
  it('opens with two tiles, A or B', () => {
    const sut = new AlphabetMergeSimulation(5);
    expect(tiles(sut)).toBe(2);
    for (const letter of sut.grid) expect([0, 1, 2]).toContain(letter);
    expect(sut.level).toBe(Math.max(...sut.grid));
  });

  it('spawns one tile after a move that changes the board', () => {
    const sut = new AlphabetMergeSimulation(5);
    const direction = (['l', 'r', 'u', 'd'] as const).find((d) => slideLetters(sut.grid, d) !== null)!;
    sut.step([direction]);
    expect(tiles(sut)).toBeGreaterThanOrEqual(2);
    expect(sut.moves).toBe(1);
    expect(sut.lastMove).toMatchObject({ tick: 0, direction });
  });

  it('ignores a slide into the wall: no spawn, no move counted', () => {
    const sut = new AlphabetMergeSimulation(5);
    sut.grid = new Uint8Array(CELLS);
    sut.grid[0] = 1;
    sut.step(['l']);
    sut.step(['u']);
    expect(tiles(sut)).toBe(1);
    expect(sut.moves).toBe(0);
    expect(sut.tick).toBe(2);
  });

  it('ends when the board locks after a spawn', () => {
    const sut = new AlphabetMergeSimulation(5);
    // Rows 1-4: a C/D checkerboard. Row 0: '.EFGH' slides left to 'EFGH' plus a new A or B
    // in the corner, which matches nothing: the board is locked.
    sut.grid = Uint8Array.from({ length: CELLS }, (_, i) => ((Math.floor(i / SIZE) + (i % SIZE)) % 2 === 0 ? 3 : 4));
    sut.grid.set([0, 5, 6, 7, 8], 0);
    sut.step(['l']);
    expect(sut.grid[4]).toBeLessThanOrEqual(2);
    expect(sut.over).toBe(true);
    expect(sut.endCause).toBe('stuck');
  });

  it('tracks the highest letter made as the level', () => {
    const sut = new AlphabetMergeSimulation(5);
    sut.grid = new Uint8Array(CELLS);
    sut.grid[0] = 7;
    sut.grid[1] = 7;
    sut.step(['l']);
    expect(sut.grid[0]).toBe(8);
    expect(sut.level).toBe(8);
    expect(sut.score).toBe(256);
  });

  it('ends after an hour of play even without a move', () => {
    const sut = new AlphabetMergeSimulation(5);
    while (!sut.over) sut.step([]);
    expect(sut.tick).toBe(TIME_LIMIT_TICKS);
    expect(sut.endCause).toBe('time');
  });

  it('deals the same tiles for the same seed and moves', () => {
    const play = (seed: number) => {
      const sim = new AlphabetMergeSimulation(seed);
      for (const d of ['l', 'd', 'r', 'd', 'l', 'u', 'd'] as const) sim.step([d]);
      return Array.from(sim.grid);
    };
    expect(play(99)).toEqual(play(99));
    expect(play(99)).not.toEqual(play(100));
  });
});
