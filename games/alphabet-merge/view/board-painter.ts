import { CELLS, Z, letterName } from '../core/letter-grid';
import { cellOrigin, type BoardLayout } from './board-layout';
import { tileColour } from './tile-colours';

export function roundRect(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): void {
  context.beginPath();
  context.roundRect(x, y, w, h, r);
}

export function paintBackground(context: CanvasRenderingContext2D, layout: BoardLayout): void {
  const gradient = context.createLinearGradient(0, 0, layout.width * 0.3, layout.height);
  gradient.addColorStop(0, '#3b2a6b');
  gradient.addColorStop(1, '#1c6e7d');
  context.fillStyle = gradient;
  context.fillRect(0, 0, layout.width, layout.height);
  // Faint giant letters drifting in the background, for character.
  context.fillStyle = 'rgba(255,255,255,0.05)';
  context.font = `900 ${Math.round(layout.height / 5)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText('A', layout.width * 0.12, layout.height * 0.2);
  context.fillText('Z', layout.width * 0.9, layout.height * 0.85);
  context.fillText('M', layout.width * 0.88, layout.height * 0.22);
}

/** A..Z with the letters reached so far lit up. */
export function paintRibbon(context: CanvasRenderingContext2D, layout: BoardLayout, highest: number): void {
  const { ribbonX, ribbonY, ribbonCell: c, ribbonPerRow } = layout;
  context.font = `800 ${Math.round(c * 0.55)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  for (let letter = 1; letter <= Z; letter++) {
    const i = letter - 1;
    const x = ribbonX + (i % ribbonPerRow) * c;
    const y = ribbonY + Math.floor(i / ribbonPerRow) * c;
    const reached = letter <= highest;
    const colour = tileColour(letter);
    context.fillStyle = reached ? colour.fill : 'rgba(255,255,255,0.08)';
    roundRect(context, x + 1.5, y + 1.5, c - 3, c - 3, 5);
    context.fill();
    if (letter === highest + 1) {
      context.strokeStyle = 'rgba(255,255,255,0.85)';
      context.lineWidth = 2;
      context.stroke();
    }
    context.fillStyle = reached ? colour.text : 'rgba(255,255,255,0.35)';
    context.fillText(letterName(letter), x + c / 2, y + c / 2 + 1);
  }
}

export function paintBoard(context: CanvasRenderingContext2D, layout: BoardLayout): void {
  context.fillStyle = 'rgba(15,10,35,0.45)';
  roundRect(context, layout.boardX, layout.boardY, layout.boardSize, layout.boardSize, layout.gap * 2);
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.08)';
  for (let i = 0; i < CELLS; i++) {
    const [x, y] = cellOrigin(layout, i);
    roundRect(context, x, y, layout.cell, layout.cell, layout.cell * 0.14);
    context.fill();
  }
}

/** One tile with its top-left at (x, y), scaled about its centre. */
export function paintTile(
  context: CanvasRenderingContext2D,
  layout: BoardLayout,
  x: number,
  y: number,
  letter: number,
  scale = 1,
): void {
  const size = layout.cell * scale;
  const left = x + (layout.cell - size) / 2;
  const top = y + (layout.cell - size) / 2;
  const colour = tileColour(letter);
  context.fillStyle = 'rgba(0,0,0,0.22)';
  roundRect(context, left, top + size * 0.05, size, size, size * 0.16);
  context.fill();
  context.fillStyle = colour.fill;
  roundRect(context, left, top, size, size, size * 0.16);
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.22)';
  roundRect(context, left + size * 0.08, top + size * 0.06, size * 0.84, size * 0.22, size * 0.1);
  context.fill();
  context.fillStyle = colour.text;
  context.font = `900 ${Math.round(size * 0.56)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(letterName(letter), left + size / 2, top + size * 0.54);
}
