import type { Layout } from '../core/compile-layout';
import { CARGO_LOOKS, SCENERY, paintCargoSymbol } from './cargo-palette';
import type { TrackGeometry } from './track-geometry';

/**
 * Paints what never moves on a level — grass, track, stations — once into an off-screen
 * canvas, redrawn only when the layout or the canvas size changes.
 */
export class SceneryPainter {
  private cache: HTMLCanvasElement | null = null;
  private cacheKey = '';

  paint(context: CanvasRenderingContext2D, geometry: TrackGeometry, layout: Layout): void {
    const ratio = Math.min(2, globalThis.devicePixelRatio || 1);
    const key = `${layout.name}:${geometry.width}x${geometry.height}@${ratio}`;
    if (!this.cache || key !== this.cacheKey) {
      this.cache = render(geometry, layout, ratio);
      this.cacheKey = key;
    }
    context.drawImage(this.cache, 0, 0, geometry.width, geometry.height);
  }
}

function render(geometry: TrackGeometry, layout: Layout, ratio: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(geometry.width * ratio);
  canvas.height = Math.round(geometry.height * ratio);
  const context = canvas.getContext('2d')!;
  context.scale(ratio, ratio);
  paintGrass(context, geometry);
  paintTrees(context, geometry, layout);
  paintTrack(context, geometry, layout, ratio);
  for (const node of layout.nodes) {
    if (node.station === null) continue;
    const last = layout.edges[node.ins[0]!]!.points;
    paintStation(context, geometry, last[last.length - 2]!, node.at, node.station);
  }
  return canvas;
}

function paintGrass(context: CanvasRenderingContext2D, geometry: TrackGeometry): void {
  context.fillStyle = SCENERY.grass;
  context.fillRect(0, 0, geometry.width, geometry.height);
  // Tufts on a fixed scatter, so the field is the same every frame.
  context.fillStyle = SCENERY.grassDark;
  const u = geometry.unit;
  for (let i = 0; i < 160; i++) {
    const x = ((i * 7919) % 1009) / 1009;
    const y = ((i * 6271) % 1013) / 1013;
    context.beginPath();
    context.ellipse(x * geometry.width, y * geometry.height, u * 0.14, u * 0.06, 0, 0, Math.PI * 2);
    context.fill();
  }
}

/** Trees on a fixed scatter, wherever they keep clear of the track and the stations. */
function paintTrees(context: CanvasRenderingContext2D, geometry: TrackGeometry, layout: Layout): void {
  const u = geometry.unit;
  const segments = layout.edges.flatMap((edge) =>
    edge.points.slice(1).map((point, i) => [geometry.toScreen(edge.points[i]!), geometry.toScreen(point)] as const),
  );
  const clearOfTrack = (x: number, y: number): boolean =>
    segments.every(([a, b]) => distanceToSegment(x, y, a, b) > u * 1.15) &&
    layout.nodes.every((node) => {
      const at = geometry.toScreen(node.at);
      return Math.hypot(at.x - x, at.y - y) > u * 1.6;
    });
  for (let i = 0; i < 90; i++) {
    const x = (((i * 4099) % 997) / 997) * geometry.width;
    const y = 50 + (((i * 7457) % 991) / 991) * (geometry.statusTop - 60);
    if (!clearOfTrack(x, y)) continue;
    const r = u * (0.32 + ((i * 31) % 7) * 0.03);
    context.fillStyle = 'rgba(0,0,0,0.16)';
    context.beginPath();
    context.arc(x + r * 0.25, y + r * 0.3, r, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = i % 3 === 0 ? '#3f7f35' : '#4d9440';
    context.beginPath();
    context.arc(x, y, r, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'rgba(255,255,255,0.14)';
    context.beginPath();
    context.arc(x - r * 0.3, y - r * 0.3, r * 0.45, 0, Math.PI * 2);
    context.fill();
  }
}

function distanceToSegment(x: number, y: number, a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / lengthSquared));
  return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

function traceEdges(context: CanvasRenderingContext2D, geometry: TrackGeometry, layout: Layout): void {
  context.beginPath();
  for (const edge of layout.edges) {
    edge.points.forEach((point, i) => {
      const { x, y } = geometry.toScreen(point);
      if (i === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    });
  }
}

/** Gravel, then sleepers, then two steel rails cut out of one wide stroke. */
function paintTrack(context: CanvasRenderingContext2D, geometry: TrackGeometry, layout: Layout, ratio: number): void {
  const u = geometry.unit;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  traceEdges(context, geometry, layout);
  context.strokeStyle = SCENERY.ballast;
  context.lineWidth = u * 0.62;
  context.stroke();
  context.setLineDash([u * 0.1, u * 0.17]);
  context.lineCap = 'butt';
  context.strokeStyle = SCENERY.sleeper;
  context.lineWidth = u * 0.46;
  context.stroke();
  context.setLineDash([]);

  const rails = document.createElement('canvas');
  rails.width = context.canvas.width;
  rails.height = context.canvas.height;
  const railContext = rails.getContext('2d')!;
  railContext.scale(ratio, ratio);
  railContext.lineCap = 'round';
  railContext.lineJoin = 'round';
  traceEdges(railContext, geometry, layout);
  railContext.strokeStyle = SCENERY.railShadow;
  railContext.lineWidth = u * 0.34;
  railContext.stroke();
  railContext.strokeStyle = SCENERY.rail;
  railContext.lineWidth = u * 0.3;
  railContext.stroke();
  railContext.globalCompositeOperation = 'destination-out';
  railContext.lineWidth = u * 0.2;
  railContext.stroke();
  context.drawImage(rails, 0, 0, geometry.width, geometry.height);
}

/** A buffer stop at the end of the line and a little station house in the cargo colour beyond it. */
function paintStation(
  context: CanvasRenderingContext2D,
  geometry: TrackGeometry,
  from: readonly [number, number],
  at: readonly [number, number],
  colour: keyof typeof CARGO_LOOKS,
): void {
  const u = geometry.unit;
  const look = CARGO_LOOKS[colour];
  const end = geometry.toScreen(at);
  const dx = at[0] - from[0];
  const dy = at[1] - from[1];
  const length = Math.hypot(dx, dy) || 1;
  const x = end.x + (dx / length) * u * 0.55;
  const y = end.y + (dy / length) * u * 0.55;

  context.fillStyle = '#5a3d22';
  context.save();
  context.translate(end.x, end.y);
  context.rotate(Math.atan2(dy, dx));
  context.fillRect(-u * 0.05, -u * 0.3, u * 0.12, u * 0.6);
  context.restore();

  const w = u * 1.3;
  const h = u * 0.62;
  context.fillStyle = 'rgba(0,0,0,0.18)';
  context.fillRect(x - w / 2 + 3, y - h / 2 + 4, w, h);
  context.fillStyle = '#f3ead8';
  context.fillRect(x - w / 2, y - h / 2, w, h);
  context.strokeStyle = '#5a4a36';
  context.lineWidth = 1.5;
  context.strokeRect(x - w / 2, y - h / 2, w, h);
  // Roof in the station's colour.
  context.fillStyle = look.fill;
  context.strokeStyle = look.dark;
  context.beginPath();
  context.moveTo(x - w / 2 - u * 0.1, y - h / 2 + 1);
  context.lineTo(x, y - h / 2 - u * 0.42);
  context.lineTo(x + w / 2 + u * 0.1, y - h / 2 + 1);
  context.closePath();
  context.fill();
  context.stroke();
  // The sign on the front carries the symbol.
  context.fillStyle = look.dark;
  context.beginPath();
  context.arc(x, y + h * 0.05, u * 0.22, 0, Math.PI * 2);
  context.fill();
  paintCargoSymbol(context, look.symbol, x, y + h * 0.05, u * 0.28);
}
