import { BOARD_SIZE, type Board } from './board';
import type { Gem } from './gem';

const COLOUR_LETTERS = 'rgbypo';

/**
 * A compact text form of a board for tests and debugging: one line per row, cells separated
 * by spaces. `r` `g` `b` `y` `p` `o` are plain gems; a trailing `-` makes a row blaster, `|` a
 * column blaster; `*` is a colour bomb. Ids are numbered from 1 in reading order.
 */
export function boardFromRows(rows: readonly string[]): Board {
  if (rows.length !== BOARD_SIZE) throw new Error(`need ${BOARD_SIZE} rows, got ${rows.length}`);
  let id = 1;
  return rows.flatMap((row) => {
    const tokens = row.trim().split(/\s+/);
    if (tokens.length !== BOARD_SIZE) throw new Error(`row "${row}" needs ${BOARD_SIZE} cells`);
    return tokens.map((token): Gem => {
      if (token === '*') return { id: id++, kind: 'colour-bomb' };
      const colour = COLOUR_LETTERS.indexOf(token[0] ?? '');
      if (colour < 0) throw new Error(`unknown gem "${token}"`);
      if (token[1] === '-') return { id: id++, kind: 'row-blaster', colour };
      if (token[1] === '|') return { id: id++, kind: 'column-blaster', colour };
      return { id: id++, kind: 'plain', colour };
    });
  });
}

export function boardToRows(board: Board): string[] {
  const rows: string[] = [];
  for (let row = 0; row < BOARD_SIZE; row++) {
    const tokens: string[] = [];
    for (let column = 0; column < BOARD_SIZE; column++) {
      const gem = board[row * BOARD_SIZE + column] ?? null;
      if (gem === null) tokens.push('.');
      else if (gem.kind === 'colour-bomb') tokens.push('*');
      else
        tokens.push(
          COLOUR_LETTERS[gem.colour]! + (gem.kind === 'row-blaster' ? '-' : gem.kind === 'column-blaster' ? '|' : ''),
        );
    }
    rows.push(tokens.join(' '));
  }
  return rows;
}
