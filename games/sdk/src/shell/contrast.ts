/** WCAG 2 contrast maths for the shell's theme colours (`#rgb` or `#rrggbb`). */

export const WHITE = '#ffffff';
/** Dark text for light accents. */
export const DARK_INK = '#14161c';
/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

function channels(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

export function relativeLuminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text colour for labels on an accent-coloured button: white when it reads at AA, else dark ink,
 * so a game's bright theme can never make its Play button unreadable. Unparseable colours keep white.
 */
export function textOnAccent(accent: string): string {
  if (!channels(accent)) return WHITE;
  return contrastRatio(WHITE, accent) >= AA_TEXT ? WHITE : DARK_INK;
}
