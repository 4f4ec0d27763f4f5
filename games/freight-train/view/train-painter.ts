import type { Layout } from '../core/compile-layout';
import { SUB_UNITS_PER_GRID } from '../core/track-units';
import type { Train } from '../core/train';
import { CARGO_LOOKS, SCENERY, paintCargoSymbol } from './cargo-palette';
import type { TrackGeometry, TrackPoint } from './track-geometry';

const LOCO_LENGTH = 0.55 * SUB_UNITS_PER_GRID;
const COUPLING = 0.08 * SUB_UNITS_PER_GRID;
const CAR_LENGTH = 0.5 * SUB_UNITS_PER_GRID;

/**
 * A locomotive and its freight car, seen from above, following the track. `noseBack` moves
 * the whole train back along its path (interpolating between ticks).
 */
export function paintTrain(
  context: CanvasRenderingContext2D,
  geometry: TrackGeometry,
  layout: Layout,
  train: Readonly<Train>,
  noseBack: number,
): void {
  const u = geometry.unit;
  const at = (back: number): TrackPoint | null =>
    geometry.pointBehind(layout, train.edge, train.previousEdge, train.position, noseBack + back);
  const carFront = at(LOCO_LENGTH + COUPLING);
  const carBack = at(LOCO_LENGTH + COUPLING + CAR_LENGTH);
  if (carFront && carBack) {
    const look = CARGO_LOOKS[train.colour];
    body(context, carFront, carBack, u * 0.44, (length, width) => {
      context.fillStyle = look.fill;
      context.strokeStyle = look.dark;
      context.lineWidth = 2;
      context.beginPath();
      context.roundRect(-length / 2, -width / 2, length, width, 3);
      context.fill();
      context.stroke();
      context.strokeStyle = 'rgba(0,0,0,0.2)';
      context.lineWidth = 1;
      for (const x of [-length / 4, length / 4]) {
        context.beginPath();
        context.moveTo(x, -width / 2 + 2);
        context.lineTo(x, width / 2 - 2);
        context.stroke();
      }
      context.rotate(-Math.atan2(carFront.y - carBack.y, carFront.x - carBack.x));
      paintCargoSymbol(context, look.symbol, 0, 0, width * 0.55);
    });
  }
  const nose = at(0);
  const tail = at(LOCO_LENGTH);
  if (nose && tail) {
    body(context, nose, tail, u * 0.46, (length, width) =>
      train.express ? paintExpress(context, length, width) : paintFreight(context, length, width),
    );
  }
}

/** Runs `draw` in a frame centred between two track points, x pointing forwards. */
function body(
  context: CanvasRenderingContext2D,
  front: TrackPoint,
  back: TrackPoint,
  width: number,
  draw: (length: number, width: number) => void,
): void {
  const length = Math.hypot(front.x - back.x, front.y - back.y);
  if (length < 1) return;
  context.save();
  context.translate((front.x + back.x) / 2, (front.y + back.y) / 2);
  context.rotate(Math.atan2(front.y - back.y, front.x - back.x));
  context.fillStyle = 'rgba(0,0,0,0.22)';
  context.fillRect(-length / 2 + 2, -width / 2 + 3, length, width);
  draw(length, width);
  context.restore();
}

function paintFreight(context: CanvasRenderingContext2D, length: number, width: number): void {
  context.fillStyle = '#2f5d50';
  context.strokeStyle = '#173229';
  context.lineWidth = 2;
  context.beginPath();
  context.roundRect(-length / 2, -width / 2, length, width, 4);
  context.fill();
  context.stroke();
  // Cab at the back, a yellow warning stripe at the front.
  context.fillStyle = '#21443a';
  context.fillRect(-length / 2 + 2, -width / 2 + 2, length * 0.35, width - 4);
  context.fillStyle = '#f5c62a';
  context.fillRect(length / 2 - length * 0.14, -width / 2 + 1, length * 0.1, width - 2);
  context.fillStyle = '#9fd3ff';
  context.fillRect(-length / 2 + length * 0.12, -width / 2 + 3, length * 0.1, width - 6);
}

function paintExpress(context: CanvasRenderingContext2D, length: number, width: number): void {
  context.fillStyle = '#d9dee4';
  context.strokeStyle = '#4a5260';
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(-length / 2, -width / 2);
  context.lineTo(length / 2 - width * 0.45, -width / 2);
  context.quadraticCurveTo(length / 2 + width * 0.1, 0, length / 2 - width * 0.45, width / 2);
  context.lineTo(-length / 2, width / 2);
  context.closePath();
  context.fill();
  context.stroke();
  context.fillStyle = '#e23b3b';
  context.fillRect(-length / 2 + 1, -width * 0.12, length * 0.8, width * 0.24);
  context.fillStyle = '#2a3440';
  context.fillRect(length / 2 - width * 0.75, -width / 2 + 3, width * 0.22, width - 6);
}

/** A tunnel mouth in a grassy hill, drawn over trains so they emerge from it. */
export function paintPortal(
  context: CanvasRenderingContext2D,
  geometry: TrackGeometry,
  layout: Layout,
  node: number,
  edge: number,
): void {
  const u = geometry.unit;
  const { x, y } = geometry.toScreen(layout.nodes[node]!.at);
  const direction = geometry.pointOnEdge(layout.edges[edge]!, 0).angle;
  context.save();
  context.translate(x, y);
  context.rotate(direction);
  context.fillStyle = SCENERY.hill;
  context.beginPath();
  context.ellipse(-u * 0.75, 0, u * 1.0, u * 0.95, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.12)';
  context.beginPath();
  context.ellipse(-u * 0.95, -u * 0.3, u * 0.5, u * 0.35, 0, 0, Math.PI * 2);
  context.fill();
  // The stone face, with the dark mouth the track runs out of.
  context.fillStyle = SCENERY.stone;
  context.beginPath();
  context.roundRect(-u * 0.24, -u * 0.52, u * 0.3, u * 1.04, u * 0.08);
  context.fill();
  context.fillStyle = SCENERY.tunnel;
  context.fillRect(-u * 0.24, -u * 0.34, u * 0.3, u * 0.68);
  context.restore();
}
