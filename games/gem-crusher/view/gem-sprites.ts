import type { Gem } from '../core/gem';
import { GEM_LOOKS, type GemLook } from './gem-palette';

/**
 * Draws each kind of gem once per cell size into an off-screen canvas, so a frame is 64
 * `drawImage` calls rather than 64 sets of gradients and paths.
 */
export class GemSprites {
  private readonly cache = new Map<string, HTMLCanvasElement>();
  private size = 0;
  private pixelRatio = 1;

  /** Cell size in CSS pixels; clears the cache when it changes. */
  setCellSize(size: number, pixelRatio: number): void {
    if (size === this.size && pixelRatio === this.pixelRatio) return;
    this.size = size;
    this.pixelRatio = pixelRatio;
    this.cache.clear();
  }

  /** Paints `gem` centred on (x, y), `scale` times its normal size. */
  draw(context: CanvasRenderingContext2D, gem: Gem, x: number, y: number, scale = 1, alpha = 1): void {
    if (scale <= 0.01 || alpha <= 0.01) return;
    const sprite = this.sprite(gem);
    const side = this.size * scale;
    context.globalAlpha = alpha;
    context.drawImage(sprite, x - side / 2, y - side / 2, side, side);
    context.globalAlpha = 1;
  }

  private sprite(gem: Gem): HTMLCanvasElement {
    const key = gem.kind === 'colour-bomb' ? 'bomb' : `${gem.kind}:${gem.colour}`;
    let sprite = this.cache.get(key);
    if (!sprite) {
      sprite = document.createElement('canvas');
      const pixels = Math.max(8, Math.round(this.size * this.pixelRatio));
      sprite.width = pixels;
      sprite.height = pixels;
      const context = sprite.getContext('2d')!;
      context.scale(pixels / 100, pixels / 100);
      if (gem.kind === 'colour-bomb') paintBomb(context);
      else {
        paintGem(context, GEM_LOOKS[gem.colour]!);
        if (gem.kind !== 'plain') paintStripes(context, gem.kind === 'row-blaster');
      }
      this.cache.set(key, sprite);
    }
    return sprite;
  }
}

/** Outline points of a look on a circle of `radius` around (50, 50). */
function outline(look: GemLook, radius: number): [number, number][] {
  const points: [number, number][] = [];
  for (let i = 0; i < look.corners; i++) {
    const angle = look.rotation + (i * 2 * Math.PI) / look.corners;
    points.push([50 + Math.cos(angle) * radius, 50 + Math.sin(angle) * radius]);
  }
  return points;
}

function tracePath(context: CanvasRenderingContext2D, look: GemLook, radius: number): void {
  context.beginPath();
  if (look.corners === 0) {
    context.arc(50, 50, radius, 0, Math.PI * 2);
    return;
  }
  const points = outline(look, radius);
  points.forEach(([x, y], i) => (i === 0 ? context.moveTo(x, y) : context.lineTo(x, y)));
  context.closePath();
}

function paintGem(context: CanvasRenderingContext2D, look: GemLook): void {
  // Triangles and diamonds look small at the same radius; give them a little more.
  const radius = look.corners === 3 ? 46 : look.corners === 4 ? 44 : 40;
  context.shadowColor = 'rgba(0,0,0,0.45)';
  context.shadowBlur = 6;
  context.shadowOffsetY = 3;
  const body = context.createLinearGradient(20, 10, 80, 90);
  body.addColorStop(0, look.light);
  body.addColorStop(0.45, look.base);
  body.addColorStop(1, look.dark);
  context.fillStyle = body;
  tracePath(context, look, radius);
  context.fill();
  context.shadowColor = 'transparent';
  context.lineWidth = 2.5;
  context.strokeStyle = look.dark;
  context.stroke();

  // The table: a smaller, lighter facet in the middle.
  const table = context.createLinearGradient(30, 30, 70, 70);
  table.addColorStop(0, 'rgba(255,255,255,0.55)');
  table.addColorStop(1, 'rgba(255,255,255,0.05)');
  context.fillStyle = table;
  tracePath(context, look, radius * 0.55);
  context.fill();

  context.fillStyle = 'rgba(255,255,255,0.85)';
  context.beginPath();
  context.ellipse(38, 32, 9, 5, -0.6, 0, Math.PI * 2);
  context.fill();
}

/** Blasters wear white bands across the way they blast, with arrowheads at both ends. */
function paintStripes(context: CanvasRenderingContext2D, horizontal: boolean): void {
  context.save();
  if (!horizontal) {
    context.translate(50, 50);
    context.rotate(Math.PI / 2);
    context.translate(-50, -50);
  }
  context.fillStyle = 'rgba(255,255,255,0.9)';
  context.strokeStyle = 'rgba(0,0,0,0.35)';
  context.lineWidth = 1.5;
  for (const y of [40, 56]) {
    context.beginPath();
    context.roundRect(18, y, 64, 6, 3);
    context.fill();
    context.stroke();
  }
  for (const [tip, base] of [
    [6, 18],
    [94, 82],
  ] as const) {
    context.beginPath();
    context.moveTo(tip, 51);
    context.lineTo(base, 41);
    context.lineTo(base, 61);
    context.closePath();
    context.fill();
    context.stroke();
  }
  context.restore();
}

/** A dark orb speckled with every gem colour. */
function paintBomb(context: CanvasRenderingContext2D): void {
  context.shadowColor = 'rgba(0,0,0,0.5)';
  context.shadowBlur = 6;
  context.shadowOffsetY = 3;
  const orb = context.createRadialGradient(40, 36, 4, 50, 50, 44);
  orb.addColorStop(0, '#6a5a8a');
  orb.addColorStop(0.6, '#241a3a');
  orb.addColorStop(1, '#0c0814');
  context.fillStyle = orb;
  context.beginPath();
  context.arc(50, 50, 42, 0, Math.PI * 2);
  context.fill();
  context.shadowColor = 'transparent';
  GEM_LOOKS.forEach((look, i) => {
    const angle = (i * 2 * Math.PI) / GEM_LOOKS.length - Math.PI / 2;
    context.fillStyle = look.base;
    context.beginPath();
    context.arc(50 + Math.cos(angle) * 24, 50 + Math.sin(angle) * 24, 7, 0, Math.PI * 2);
    context.fill();
  });
  context.fillStyle = '#fff';
  context.beginPath();
  context.arc(50, 50, 8, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.7)';
  context.beginPath();
  context.ellipse(36, 30, 8, 4, -0.6, 0, Math.PI * 2);
  context.fill();
}
