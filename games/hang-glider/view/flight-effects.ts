/** Short-lived eye candy (sparkles, puffs, banners): view-only, never part of the simulation. */
import { layoutBanner } from './banner-layout';

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  born: number;
  lifeMs: number;
  colour: string;
  size: number;
}

interface Banner {
  text: string;
  born: number;
}

export class FlightEffects {
  private particles: Particle[] = [];
  private banner: Banner | null = null;

  clear(): void {
    this.particles = [];
    this.banner = null;
  }

  sparkle(x: number, y: number, now: number): void {
    for (let i = 0; i < 8; i++) {
      const angle = (i / 8) * Math.PI * 2;
      this.particles.push({
        x,
        y,
        vx: Math.cos(angle) * 60,
        vy: Math.sin(angle) * 60,
        born: now,
        lifeMs: 380,
        colour: '#ffe27a',
        size: 3,
      });
    }
  }

  puff(x: number, y: number, now: number): void {
    for (let i = 0; i < 14; i++) {
      const angle = (i / 14) * Math.PI * 2;
      const speed = 30 + (i % 3) * 25;
      this.particles.push({
        x,
        y,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - 20,
        born: now,
        lifeMs: 700,
        colour: 'rgba(240,240,240,0.9)',
        size: 5,
      });
    }
  }

  announce(text: string, now: number): void {
    this.banner = { text, born: now };
  }

  /** Particles in world coordinates (camera transform applied). */
  paintWorld(context: CanvasRenderingContext2D, now: number): void {
    this.particles = this.particles.filter((p) => now - p.born < p.lifeMs);
    for (const p of this.particles) {
      const t = (now - p.born) / 1000;
      context.globalAlpha = 1 - (now - p.born) / p.lifeMs;
      context.fillStyle = p.colour;
      context.fillRect(p.x + p.vx * t - p.size / 2, p.y + p.vy * t - p.size / 2, p.size, p.size);
    }
    context.globalAlpha = 1;
  }

  /** The banner in screen coordinates. */
  paintScreen(context: CanvasRenderingContext2D, width: number, y: number, now: number): void {
    if (!this.banner) return;
    const age = now - this.banner.born;
    if (age > 1800) {
      this.banner = null;
      return;
    }
    context.globalAlpha = age < 1400 ? 1 : 1 - (age - 1400) / 400;
    const font = (size: number) => `800 ${size}px system-ui, sans-serif`;
    // A phone is narrower than "Stage 2: the wind picks up!" at full size: wrap and shrink to fit.
    const { lines, size } = layoutBanner(this.banner.text, width, (line, at) => {
      context.font = font(at);
      return context.measureText(line).width;
    });
    context.font = font(size);
    context.textAlign = 'center';
    context.lineWidth = 5;
    context.strokeStyle = 'rgba(20,30,50,0.6)';
    context.fillStyle = '#fff';
    lines.forEach((line, i) => {
      const lineY = y + (i - (lines.length - 1) / 2) * size * 1.2;
      context.strokeText(line, width / 2, lineY);
      context.fillText(line, width / 2, lineY);
    });
    context.globalAlpha = 1;
  }
}
