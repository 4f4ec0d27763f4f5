import { CELLS, SIZE, Z, cellIndex, mergePoints, type LetterGrid } from './letter-grid';
import type { MergeInput } from './merge-input';

/** One tile's journey in a move, for the view to animate. */
export interface Slide {
  from: number;
  to: number;
  letter: number;
}

export interface SlideResult {
  grid: LetterGrid;
  slides: Slide[];
  /** Cells where two letters merged into the next. */
  merges: number[];
  points: number;
  /** Highest letter made by a merge in this move, 0 if none. */
  highestMade: number;
}

/** The cells of each line, listed from the edge the tiles slide towards. */
const LINES: Record<MergeInput, number[][]> = (() => {
  const range = [...Array(SIZE).keys()];
  return {
    l: range.map((row) => range.map((col) => cellIndex(row, col))),
    r: range.map((row) => range.map((col) => cellIndex(row, SIZE - 1 - col))),
    u: range.map((col) => range.map((row) => cellIndex(row, col))),
    d: range.map((col) => range.map((row) => cellIndex(SIZE - 1 - row, col))),
  };
})();

/**
 * Slide every tile as far as it goes in `direction`; two equal letters that meet merge into the
 * next letter (each tile at most once per move, Z never). Returns null when nothing would move.
 */
export function slideLetters(grid: LetterGrid, direction: MergeInput): SlideResult | null {
  const next = new Uint8Array(CELLS);
  const slides: Slide[] = [];
  const merges: number[] = [];
  let points = 0;
  let highestMade = 0;
  let changed = false;

  for (const line of LINES[direction]) {
    let target = 0;
    let canMergeIntoPrevious = false;
    for (const from of line) {
      const letter = grid[from] as number;
      if (letter === 0) continue;
      const previous = target > 0 ? (line[target - 1] as number) : -1;
      if (canMergeIntoPrevious && next[previous] === letter && letter < Z) {
        const made = letter + 1;
        next[previous] = made;
        slides.push({ from, to: previous, letter });
        merges.push(previous);
        points += mergePoints(made);
        if (made > highestMade) highestMade = made;
        canMergeIntoPrevious = false;
        changed = true;
        continue;
      }
      const to = line[target] as number;
      next[to] = letter;
      slides.push({ from, to, letter });
      if (to !== from) changed = true;
      target++;
      canMergeIntoPrevious = true;
    }
  }
  return changed ? { grid: next, slides, merges, points, highestMade } : null;
}
