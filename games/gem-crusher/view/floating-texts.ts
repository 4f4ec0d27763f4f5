interface FloatingText {
  text: string;
  x: number;
  y: number;
  colour: string;
  size: number;
  born: number;
  life: number;
  plate: string | null;
}

export interface FloatingTextOptions {
  colour?: string;
  size?: number;
  life?: number;
  /** A rounded backing drawn behind the words, so they read on whatever they float over. */
  plate?: string;
}

/** How far a text rises over its life, in CSS pixels. */
export const FLOAT_RISE = 36;
/** Room the plate leaves around the words: sideways, and above and below, as fractions of the size. */
export const PLATE_PAD_X = 10;
export const PLATE_PAD_Y = 0.35;

/** Short-lived words that rise and fade: points scored, "Cascade ×3", "Level 2". */
export class FloatingTexts {
  private items: FloatingText[] = [];

  add(text: string, x: number, y: number, now: number, options: FloatingTextOptions = {}): void {
    this.items.push({
      text,
      x,
      y,
      colour: options.colour ?? '#fff',
      size: options.size ?? 20,
      life: options.life ?? 900,
      plate: options.plate ?? null,
      born: now,
    });
  }

  clear(): void {
    this.items = [];
  }

  paint(context: CanvasRenderingContext2D, now: number): void {
    this.items = this.items.filter((item) => now - item.born < item.life);
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const item of this.items) {
      const t = (now - item.born) / item.life;
      context.globalAlpha = t < 0.7 ? 1 : 1 - (t - 0.7) / 0.3;
      context.font = `800 ${item.size}px system-ui, sans-serif`;
      const y = item.y - t * FLOAT_RISE;
      if (item.plate) {
        const width = context.measureText(item.text).width + 2 * PLATE_PAD_X;
        const height = item.size * (1 + 2 * PLATE_PAD_Y);
        context.fillStyle = item.plate;
        context.beginPath();
        context.roundRect(item.x - width / 2, y - height / 2, width, height, height / 2);
        context.fill();
      } else {
        context.lineWidth = Math.max(3, item.size / 5);
        context.strokeStyle = 'rgba(20,8,40,0.8)';
        context.strokeText(item.text, item.x, y);
      }
      context.fillStyle = item.colour;
      context.fillText(item.text, item.x, y);
    }
    context.globalAlpha = 1;
    context.textBaseline = 'alphabetic';
  }
}
