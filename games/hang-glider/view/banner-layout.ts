/** Room kept clear at each side of the screen, in CSS pixels. */
export const BANNER_MARGIN = 16;
const MIN_SIZE = 14;

export interface BannerLayout {
  lines: string[];
  size: number;
}

/**
 * Fits a banner into `width`: one line at the base size when it fits, else broken after its
 * colon (or its middle space) into two lines, shrunk until the wider line fits. `measure`
 * gives a line's width at a font size (the canvas's `measureText`).
 */
export function layoutBanner(
  text: string,
  width: number,
  measure: (line: string, size: number) => number,
): BannerLayout {
  const room = Math.max(0, width - 2 * BANNER_MARGIN);
  const base = Math.round(Math.min(30, Math.max(MIN_SIZE, width / 14)));
  if (measure(text, base) <= room) return { lines: [text], size: base };
  const lines = splitInTwo(text);
  let size = base;
  while (size > MIN_SIZE && Math.max(...lines.map((line) => measure(line, size))) > room) size--;
  return { lines, size };
}

function splitInTwo(text: string): string[] {
  const colon = text.indexOf(': ');
  if (colon > 0) return [text.slice(0, colon + 1), text.slice(colon + 2)];
  const spaces = [...text.matchAll(/ /g)].map((match) => match.index);
  if (spaces.length === 0) return [text];
  const middle = spaces.reduce((best, at) =>
    Math.abs(at - text.length / 2) < Math.abs(best - text.length / 2) ? at : best,
  );
  return [text.slice(0, middle), text.slice(middle + 1)];
}
