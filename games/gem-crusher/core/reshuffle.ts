import type { Board } from './board';
import { findMatches } from './find-matches';
import { fillBoard } from './fill-board';
import type { GemFactory } from './gem-factory';
import { hasPossibleSwap } from './possible-moves';

const SHUFFLE_ATTEMPTS = 50;

/**
 * Rearranges a stuck board (no productive swap) with the run's Rng until it has a move and no
 * ready-made match; after too many tries, deals a fresh board instead. Mutates `board`.
 */
export function reshuffle(board: Board, gems: GemFactory): void {
  const pool = board.slice();
  for (let attempt = 0; attempt < SHUFFLE_ATTEMPTS; attempt++) {
    for (let i = pool.length - 1; i > 0; i--) {
      const j = gems.rng.int(i + 1);
      const swap = pool[i] ?? null;
      pool[i] = pool[j] ?? null;
      pool[j] = swap;
    }
    if (findMatches(pool).length === 0 && hasPossibleSwap(pool)) {
      board.splice(0, board.length, ...pool);
      return;
    }
  }
  board.splice(0, board.length, ...fillBoard(gems));
}
