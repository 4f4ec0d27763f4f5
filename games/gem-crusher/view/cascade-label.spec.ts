import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../sdk/src/shell/contrast';
import { BoardGeometry } from './board-geometry';
import { CASCADE_LABEL_COLOUR, CASCADE_LABEL_PLATE, cascadeLabel } from './cascade-label';
import { FloatingTexts } from './floating-texts';

interface Drawn {
  plate: { x: number; y: number; width: number; height: number; fill: string } | null;
  text: { value: string; x: number; y: number; width: number; size: number; fill: string };
}

/** Just enough of a 2D context to see where the floating texts put their plates and words. */
function recordingContext(drawn: Drawn[]): CanvasRenderingContext2D {
  let plate: Drawn['plate'] = null;
  let pending: Omit<NonNullable<Drawn['plate']>, 'fill'> | null = null;
  const size = (font: string) => Number(/(\d+)px/.exec(font)?.[1] ?? 10);
  const context = {
    font: '10px sans-serif',
    fillStyle: '#000',
    strokeStyle: '#000',
    lineWidth: 1,
    globalAlpha: 1,
    textAlign: 'left',
    textBaseline: 'alphabetic',
    // Bold system-ui runs about 0.6 em a character; generous on purpose.
    measureText: (text: string) => ({ width: text.length * 0.62 * size(context.font) }),
    beginPath: () => undefined,
    roundRect: (x: number, y: number, width: number, height: number) => {
      pending = { x, y, width, height };
    },
    fill: () => {
      if (pending) plate = { ...pending, fill: String(context.fillStyle) };
      pending = null;
    },
    strokeText: () => undefined,
    fillText: (value: string, x: number, y: number) => {
      const width = context.measureText(value).width;
      drawn.push({ plate, text: { value, x, y, width, size: size(context.font), fill: String(context.fillStyle) } });
      plate = null;
    },
  };
  return context as unknown as CanvasRenderingContext2D;
}

/** `rgba(r,g,b,a)` laid over an opaque hex colour, as hex. */
function over(rgba: string, backdrop: string): string {
  const [r, g, b, a] = /rgba\(([^)]+)\)/.exec(rgba)![1]!.split(',').map(Number) as [number, number, number, number];
  const base = [1, 3, 5].map((i) => parseInt(backdrop.slice(i, i + 2), 16));
  const mixed = [r, g, b].map((channel, i) => Math.round(channel * a + base[i]! * (1 - a)));
  return `#${mixed.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

const SCREENS = [
  { name: 'phone', width: 390, height: 780 },
  { name: 'small phone', width: 320, height: 560 },
  { name: 'desktop', width: 1366, height: 900 },
];

describe('Gem Crusher "Cascade ×N" label', () => {
  for (const screen of SCREENS) {
    it(`stays on the board, clear of the goal panel's target bar, for its whole rise (${screen.name})`, () => {
      const geometry = new BoardGeometry();
      geometry.resize(screen.width, screen.height);
      const panelBottom = geometry.panelY + geometry.panelHeight;
      const texts = new FloatingTexts();
      const label = cascadeLabel(geometry, 1);
      texts.add(label.text, label.x, label.y, 0, label.options);

      const drawn: Drawn[] = [];
      const context = recordingContext(drawn);
      for (let ms = 0; ms < 900; ms += 50) texts.paint(context, ms);

      expect(drawn.length).toBeGreaterThan(10);
      for (const { plate, text } of drawn) {
        expect(text.value).toBe('Cascade ×2');
        expect(plate).not.toBeNull();
        const top = Math.min(plate!.y, text.y - text.size / 2);
        expect(top).toBeGreaterThan(panelBottom);
        expect(top).toBeGreaterThanOrEqual(geometry.boardY);
        expect(plate!.x).toBeGreaterThanOrEqual(geometry.boardX);
        expect(plate!.x + plate!.width).toBeLessThanOrEqual(geometry.boardX + geometry.boardSide);
        expect(plate!.width).toBeGreaterThan(text.width);
      }
    });
  }

  it('reads at WCAG AA on its plate, whatever the plate floats over', () => {
    expect(cascadeLabel(new BoardGeometry(), 2).options).toMatchObject({
      colour: CASCADE_LABEL_COLOUR,
      plate: CASCADE_LABEL_PLATE,
    });
    for (const backdrop of ['#ffffff', '#ffd84a', '#ff4fa3', '#000000']) {
      expect(contrastRatio(CASCADE_LABEL_COLOUR, over(CASCADE_LABEL_PLATE, backdrop))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
