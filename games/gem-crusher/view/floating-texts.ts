interface FloatingText {
  text: string;
  x: number;
  y: number;
  colour: string;
  size: number;
  born: number;
  life: number;
}

/** Short-lived words that rise and fade: points scored, "Cascade ×3", "Level 2". */
export class FloatingTexts {
  private items: FloatingText[] = [];

  add(
    text: string,
    x: number,
    y: number,
    now: number,
    options: { colour?: string; size?: number; life?: number } = {},
  ): void {
    this.items.push({
      text,
      x,
      y,
      colour: options.colour ?? '#fff',
      size: options.size ?? 20,
      life: options.life ?? 900,
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
      const y = item.y - t * 36;
      context.lineWidth = Math.max(3, item.size / 5);
      context.strokeStyle = 'rgba(20,8,40,0.8)';
      context.strokeText(item.text, item.x, y);
      context.fillStyle = item.colour;
      context.fillText(item.text, item.x, y);
    }
    context.globalAlpha = 1;
    context.textBaseline = 'alphabetic';
  }
}
