import { Z } from '../core/letter-grid';

export interface TileColour {
  fill: string;
  text: string;
}

/**
 * A colour per letter: sunny pastels for the early letters, deepening through the rainbow
 * towards Z, so progress shows at a glance.
 */
export function tileColour(letter: number): TileColour {
  const t = (Math.min(Z, Math.max(1, letter)) - 1) / (Z - 1);
  const hue = Math.round((48 - letter * 29 + 720) % 360);
  const lightness = Math.round(82 - t * 42);
  const saturation = Math.round(72 + t * 18);
  return { fill: `hsl(${hue} ${saturation}% ${lightness}%)`, text: lightness > 62 ? '#3b2f2a' : '#ffffff' };
}
