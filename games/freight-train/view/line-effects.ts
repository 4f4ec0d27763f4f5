interface Burst {
  x: number;
  y: number;
  born: number;
  kind: 'crash' | 'delivered' | 'wrong';
}

interface Label {
  text: string;
  x: number;
  y: number;
  colour: string;
  born: number;
}

const BURST_MS = 900;
const LABEL_MS = 1100;

/** Smoke and sparks for crashes, ticks and crosses at stations, and rising labels. */
export class LineEffects {
  private bursts: Burst[] = [];
  private labels: Label[] = [];

  burst(kind: Burst['kind'], x: number, y: number, now: number): void {
    this.bursts.push({ kind, x, y, born: now });
  }

  label(text: string, x: number, y: number, colour: string, now: number): void {
    this.labels.push({ text, x, y, colour, born: now });
  }

  clear(): void {
    this.bursts = [];
    this.labels = [];
  }

  paint(context: CanvasRenderingContext2D, unit: number, now: number): void {
    this.bursts = this.bursts.filter((burst) => now - burst.born < BURST_MS);
    this.labels = this.labels.filter((label) => now - label.born < LABEL_MS);
    for (const burst of this.bursts) {
      const t = (now - burst.born) / BURST_MS;
      if (burst.kind === 'crash') paintCrash(context, burst, unit, t);
      else paintMark(context, burst, unit, t);
    }
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const label of this.labels) {
      const t = (now - label.born) / LABEL_MS;
      context.globalAlpha = t < 0.7 ? 1 : 1 - (t - 0.7) / 0.3;
      context.font = `800 ${Math.round(Math.max(15, unit * 0.5))}px system-ui, sans-serif`;
      const y = label.y - t * unit * 1.2;
      context.lineWidth = 4;
      context.strokeStyle = 'rgba(20,30,20,0.75)';
      context.strokeText(label.text, label.x, y);
      context.fillStyle = label.colour;
      context.fillText(label.text, label.x, y);
    }
    context.globalAlpha = 1;
    context.textBaseline = 'alphabetic';
  }
}

function paintCrash(context: CanvasRenderingContext2D, burst: Burst, unit: number, t: number): void {
  // Eight sparks fly out while a smoke cloud swells and fades.
  context.fillStyle = `rgba(70,60,60,${0.6 * (1 - t)})`;
  context.beginPath();
  context.arc(burst.x, burst.y, unit * (0.5 + 1.1 * t), 0, Math.PI * 2);
  context.fill();
  context.fillStyle = `rgba(255,150,40,${1 - t})`;
  context.beginPath();
  context.arc(burst.x, burst.y, unit * 0.55 * (1 - t), 0, Math.PI * 2);
  context.fill();
  context.fillStyle = `rgba(255,230,90,${1 - t})`;
  for (let i = 0; i < 8; i++) {
    const angle = (i * Math.PI) / 4 + 0.3;
    const r = unit * 1.6 * t;
    context.beginPath();
    context.arc(burst.x + Math.cos(angle) * r, burst.y + Math.sin(angle) * r, unit * 0.1, 0, Math.PI * 2);
    context.fill();
  }
}

function paintMark(context: CanvasRenderingContext2D, burst: Burst, unit: number, t: number): void {
  const good = burst.kind === 'delivered';
  const r = unit * 0.45 * (t < 0.2 ? t / 0.2 : 1);
  context.globalAlpha = t < 0.75 ? 1 : (1 - t) / 0.25;
  context.fillStyle = good ? '#2fae55' : '#e0392b';
  context.beginPath();
  context.arc(burst.x, burst.y, r, 0, Math.PI * 2);
  context.fill();
  context.strokeStyle = '#fff';
  context.lineWidth = Math.max(2, unit * 0.1);
  context.lineCap = 'round';
  context.beginPath();
  if (good) {
    context.moveTo(burst.x - r * 0.45, burst.y);
    context.lineTo(burst.x - r * 0.1, burst.y + r * 0.35);
    context.lineTo(burst.x + r * 0.5, burst.y - r * 0.35);
  } else {
    context.moveTo(burst.x - r * 0.4, burst.y - r * 0.4);
    context.lineTo(burst.x + r * 0.4, burst.y + r * 0.4);
    context.moveTo(burst.x + r * 0.4, burst.y - r * 0.4);
    context.lineTo(burst.x - r * 0.4, burst.y + r * 0.4);
  }
  context.stroke();
  context.globalAlpha = 1;
}
