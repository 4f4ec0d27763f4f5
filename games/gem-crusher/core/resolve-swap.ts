import { BOARD_SIZE, CELL_COUNT, cellIndex, columnOf, rowOf, type Board } from './board';
import { findMatches, type MatchRun } from './find-matches';
import { GEM_COLOURS, type Gem, type GemColour } from './gem';
import type { GemFactory } from './gem-factory';
import { isProductiveSwap } from './possible-moves';

export const POINTS_PER_GEM = 10;

/** One round of clearing followed by gravity and refill. */
export interface CascadeWave {
  /** The board as this wave starts (after the swap for the first wave). */
  readonly before: readonly (Gem | null)[];
  /** Cells cleared in this wave, ascending. */
  readonly cleared: readonly number[];
  /** Special gems born in this wave, at the cell they appear in before gravity. */
  readonly created: readonly { readonly cell: number; readonly gem: Gem }[];
  /** Cells of special gems that fired in this wave. */
  readonly fired: readonly number[];
  readonly points: number;
  /** The board once gems have fallen and new ones dropped in. */
  readonly after: readonly Gem[];
}

export interface SwapResolution {
  readonly from: number;
  readonly to: number;
  readonly waves: readonly CascadeWave[];
  readonly points: number;
}

/**
 * Plays a swap to the end of its cascade, mutating `board`. Returns null, leaving the board
 * untouched, when the swap neither makes a match nor involves a colour bomb.
 */
export function resolveSwap(board: Board, from: number, to: number, gems: GemFactory): SwapResolution | null {
  if (!isProductiveSwap(board, from, to)) return null;
  const a = board[from] as Gem;
  const b = board[to] as Gem;
  board[from] = b;
  board[to] = a;

  const waves: CascadeWave[] = [];
  let clear: Set<number>;
  let created: { cell: number; gem: Gem }[] = [];
  // Bombs the player swapped have done their work: they vanish without firing again.
  let spent = new Set<number>();
  if (a.kind === 'colour-bomb' || b.kind === 'colour-bomb') {
    clear = bombSwapClears(board, from, to);
    spent = new Set([from, to].filter((cell) => board[cell]?.kind === 'colour-bomb'));
  } else {
    ({ clear, created } = clearsFromRuns(findMatches(board), [from, to], gems));
  }

  for (let multiplier = 1; clear.size > 0; multiplier++) {
    const before = board.slice();
    const fired = fireSpecials(board, clear, spent);
    const cleared = [...clear].sort((x, y) => x - y);
    for (const cell of cleared) board[cell] = null;
    for (const { cell, gem } of created) board[cell] = gem;
    const points = cleared.length * POINTS_PER_GEM * multiplier;
    applyGravity(board, gems);
    waves.push({ before, cleared, created, fired, points, after: board.slice() as Gem[] });
    ({ clear, created } = clearsFromRuns(findMatches(board), [], gems));
    spent = new Set();
  }
  return { from, to, waves, points: waves.reduce((sum, wave) => sum + wave.points, 0) };
}

/** A bomb swapped with a gem clears that gem's colour; two bombs clear the whole board. */
function bombSwapClears(board: Board, from: number, to: number): Set<number> {
  const a = board[from] as Gem;
  const b = board[to] as Gem;
  const clear = new Set<number>([from, to]);
  if (a.kind === 'colour-bomb' && b.kind === 'colour-bomb') {
    for (let cell = 0; cell < CELL_COUNT; cell++) clear.add(cell);
    return clear;
  }
  const partner = a.kind === 'colour-bomb' ? b : a;
  if (partner.kind !== 'colour-bomb') addColour(board, partner.colour, clear);
  return clear;
}

/**
 * Cells cleared by the runs, and the special gems they make: four in a line makes a blaster
 * of that line, five or more a colour bomb. The special appears where the player swapped
 * when that cell is in the run, else on the run's second cell.
 */
function clearsFromRuns(
  runs: readonly MatchRun[],
  swapped: readonly number[],
  gems: GemFactory,
): { clear: Set<number>; created: { cell: number; gem: Gem }[] } {
  const clear = new Set<number>();
  const created: { cell: number; gem: Gem }[] = [];
  const taken = new Set<number>();
  // Longest runs choose their cell first, so a bomb wins a shared cell over a blaster.
  const bySize = [...runs].sort((x, y) => y.cells.length - x.cells.length);
  for (const run of bySize) {
    for (const cell of run.cells) clear.add(cell);
    if (run.cells.length < 4) continue;
    const preferred = [
      ...swapped.filter((cell) => run.cells.includes(cell)),
      ...run.cells.slice(1),
      run.cells[0] as number,
    ];
    const cell = preferred.find((candidate) => !taken.has(candidate));
    if (cell === undefined) continue;
    taken.add(cell);
    const gem =
      run.cells.length >= 5
        ? gems.colourBomb()
        : run.direction === 'row'
          ? gems.rowBlaster(run.colour)
          : gems.columnBlaster(run.colour);
    created.push({ cell, gem });
  }
  return { clear, created };
}

/**
 * Expands `clear` with everything the special gems inside it blast, chaining through specials
 * caught in a blast. Gems in `spent` are cleared without firing. Returns the fired cells.
 */
function fireSpecials(board: Board, clear: Set<number>, spent: ReadonlySet<number>): number[] {
  const fired: number[] = [];
  const queue = [...clear].sort((x, y) => x - y);
  const seen = new Set<number>(spent);
  while (queue.length > 0) {
    const cell = queue.shift() as number;
    if (seen.has(cell)) continue;
    seen.add(cell);
    const gem = board[cell] ?? null;
    if (gem === null || gem.kind === 'plain') continue;
    fired.push(cell);
    const before = new Set(clear);
    if (gem.kind === 'row-blaster') {
      for (let column = 0; column < BOARD_SIZE; column++) clear.add(cellIndex(rowOf(cell), column));
    } else if (gem.kind === 'column-blaster') {
      for (let row = 0; row < BOARD_SIZE; row++) clear.add(cellIndex(row, columnOf(cell)));
    } else {
      addColour(board, mostCommonColour(board, clear), clear);
    }
    for (const added of clear) if (!before.has(added)) queue.push(added);
  }
  return fired;
}

function addColour(board: Board, colour: GemColour, clear: Set<number>): void {
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const gem = board[cell] ?? null;
    if (gem !== null && gem.kind !== 'colour-bomb' && gem.colour === colour) clear.add(cell);
  }
}

/** The colour with most gems not already being cleared; lowest colour on a tie. */
function mostCommonColour(board: Board, clear: ReadonlySet<number>): GemColour {
  const counts = new Array<number>(GEM_COLOURS).fill(0);
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const gem = board[cell] ?? null;
    if (gem !== null && gem.kind !== 'colour-bomb' && !clear.has(cell))
      counts[gem.colour] = (counts[gem.colour] ?? 0) + 1;
  }
  let best = 0;
  for (let colour = 1; colour < GEM_COLOURS; colour++) if ((counts[colour] ?? 0) > (counts[best] ?? 0)) best = colour;
  return best;
}

/** Gems fall straight down; each column is topped up with new plain gems, left column first. */
function applyGravity(board: Board, gems: GemFactory): void {
  for (let column = 0; column < BOARD_SIZE; column++) {
    let write = BOARD_SIZE - 1;
    for (let row = BOARD_SIZE - 1; row >= 0; row--) {
      const gem = board[cellIndex(row, column)] ?? null;
      if (gem === null) continue;
      board[cellIndex(write, column)] = gem;
      if (write !== row) board[cellIndex(row, column)] = null;
      write--;
    }
    for (let row = write; row >= 0; row--) board[cellIndex(row, column)] = gems.randomPlain();
  }
}
