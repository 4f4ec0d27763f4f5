import { describe, expect, it } from 'vitest';
import { MAX_JUNCTIONS, parseJunctionInput } from './junction-input';

describe('parseJunctionInput', () => {
  it('accepts junction numbers from 0 to the most any layout has', () => {
    expect(parseJunctionInput(0)).toBe(0);
    expect(parseJunctionInput(MAX_JUNCTIONS - 1)).toBe(MAX_JUNCTIONS - 1);
  });

  it.each([[MAX_JUNCTIONS], [-1], [1.5], ['1'], [[1]], [null], [Number.NaN]])('rejects %j', (raw) => {
    expect(parseJunctionInput(raw)).toBeNull();
  });
});
