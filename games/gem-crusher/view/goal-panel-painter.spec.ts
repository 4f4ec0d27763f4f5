import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio, WHITE } from '../../sdk/src/shell/contrast';
import { MOVES_BADGE } from './goal-panel-painter';

describe('the moves badge', () => {
  it.each(Object.entries(MOVES_BADGE))('keeps its white label readable when %s', (_state, colour) => {
    expect(contrastRatio(colour, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
