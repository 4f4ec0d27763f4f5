import { describe, expect, it } from 'vitest';
import { BANNER_MARGIN } from './banner-layout';
import { FlightEffects } from './flight-effects';

interface Line {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/**
 * A 2D context that records the banner's lines. Text widths follow Chromium's bold system-ui
 * (about 0.58 em a character for this banner, measured), rounded up to 0.62 for wider fonts.
 */
function recordingContext(lines: Line[]): CanvasRenderingContext2D {
  const size = (font: string) => Number(/(\d+)px/.exec(font)?.[1] ?? 10);
  const context = {
    font: '10px sans-serif',
    globalAlpha: 1,
    textAlign: 'left',
    lineWidth: 1,
    strokeStyle: '#000',
    fillStyle: '#000',
    measureText: (text: string) => ({ width: text.length * 0.62 * size(context.font) }),
    strokeText: () => undefined,
    fillText: (text: string, x: number, y: number) => {
      lines.push({ text, x, y, width: context.measureText(text).width, size: size(context.font) });
    },
  };
  return context as unknown as CanvasRenderingContext2D;
}

describe('Hang Glider stage banner', () => {
  for (const width of [320, 390, 768, 1366]) {
    for (const stage of [2, 12]) {
      it(`fits a ${width} px screen with room at both sides (stage ${stage})`, () => {
        const effects = new FlightEffects();
        const text = `Stage ${stage}: the wind picks up!`;
        effects.announce(text, 0);
        const lines: Line[] = [];
        effects.paintScreen(recordingContext(lines), width, 300, 100);

        expect(lines.map((line) => line.text).join(' ')).toBe(text);
        for (const line of lines) {
          expect(line.x - line.width / 2).toBeGreaterThanOrEqual(BANNER_MARGIN - 0.5);
          expect(line.x + line.width / 2).toBeLessThanOrEqual(width - BANNER_MARGIN + 0.5);
          expect(line.size).toBeGreaterThanOrEqual(16);
        }
        // Two lines never overlap each other.
        if (lines.length === 2) expect(lines[1]!.y - lines[0]!.y).toBeGreaterThanOrEqual(lines[0]!.size);
      });
    }
  }

  it('keeps the full-size single line where it fits', () => {
    const effects = new FlightEffects();
    effects.announce('Stage 2: the wind picks up!', 0);
    const lines: Line[] = [];
    effects.paintScreen(recordingContext(lines), 1366, 300, 100);
    expect(lines).toEqual([expect.objectContaining({ text: 'Stage 2: the wind picks up!', size: 30, y: 300 })]);
  });
});
