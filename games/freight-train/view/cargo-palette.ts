import type { CargoColour } from '../core/cargo-colour';

/** Paint for each cargo colour, and a symbol so the colour is never the only clue. */
export const CARGO_LOOKS: Readonly<
  Record<CargoColour, { readonly fill: string; readonly dark: string; readonly symbol: CargoSymbol }>
> = {
  red: { fill: '#e84a3c', dark: '#8f2219', symbol: 'circle' },
  blue: { fill: '#3f7fe0', dark: '#1c3f80', symbol: 'square' },
  yellow: { fill: '#f5c62a', dark: '#8c6b00', symbol: 'triangle' },
  green: { fill: '#3bb35a', dark: '#1b6430', symbol: 'diamond' },
  purple: { fill: '#9a55d6', dark: '#522683', symbol: 'cross' },
  orange: { fill: '#f08a2a', dark: '#8a4300', symbol: 'bar' },
};

export type CargoSymbol = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'bar';

/** A small white symbol centred on (x, y), `size` across. */
export function paintCargoSymbol(
  context: CanvasRenderingContext2D,
  symbol: CargoSymbol,
  x: number,
  y: number,
  size: number,
): void {
  const r = size / 2;
  context.fillStyle = '#fff';
  context.beginPath();
  switch (symbol) {
    case 'circle':
      context.arc(x, y, r * 0.8, 0, Math.PI * 2);
      break;
    case 'square':
      context.rect(x - r * 0.7, y - r * 0.7, r * 1.4, r * 1.4);
      break;
    case 'triangle':
      context.moveTo(x, y - r * 0.85);
      context.lineTo(x + r * 0.85, y + r * 0.7);
      context.lineTo(x - r * 0.85, y + r * 0.7);
      break;
    case 'diamond':
      context.moveTo(x, y - r);
      context.lineTo(x + r * 0.8, y);
      context.lineTo(x, y + r);
      context.lineTo(x - r * 0.8, y);
      break;
    case 'cross':
      context.rect(x - r * 0.25, y - r * 0.85, r * 0.5, r * 1.7);
      context.rect(x - r * 0.85, y - r * 0.25, r * 1.7, r * 0.5);
      break;
    case 'bar':
      context.rect(x - r * 0.9, y - r * 0.3, r * 1.8, r * 0.6);
      break;
  }
  context.closePath();
  context.fill();
}

export const SCENERY = {
  grass: '#7cbf5a',
  grassDark: '#6aac4b',
  ballast: '#a39580',
  sleeper: '#6b4a2b',
  rail: '#d7dde3',
  railShadow: '#545b66',
  hill: '#4f8a3c',
  tunnel: '#1c1a1f',
  stone: '#8c8a85',
  active: '#ffe066',
  blocked: '#e84a3c',
} as const;
