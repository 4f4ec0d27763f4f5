import type { BoardGeometry } from './board-geometry';
import type { FloatingTextOptions } from './floating-texts';

export const CASCADE_LABEL_SIZE = 20;
/** Gold on a near-opaque night plate: over 10:1 whatever gems or bars lie behind it. */
export const CASCADE_LABEL_COLOUR = '#ffd84a';
export const CASCADE_LABEL_PLATE = 'rgba(20,8,40,0.9)';

/**
 * "Cascade ×N" for the N-th wave of one swap: on a plate inside the board's upper quarter, so
 * that as it rises it stays on the board and clear of the goal panel's target bar.
 */
export function cascadeLabel(
  geometry: BoardGeometry,
  waveIndex: number,
): { text: string; x: number; y: number; options: FloatingTextOptions } {
  return {
    text: `Cascade ×${waveIndex + 1}`,
    x: geometry.width / 2,
    y: geometry.boardY + Math.max(geometry.boardSide / 4, 60),
    options: { size: CASCADE_LABEL_SIZE, colour: CASCADE_LABEL_COLOUR, plate: CASCADE_LABEL_PLATE },
  };
}
