import type { Layout } from '../core/compile-layout';
import type { TrackGeometry } from './track-geometry';

/**
 * Finds which junction a tap or key means. Mouse and touch: the nearest junction button
 * within reach of the tap. Keyboard: 1–9 throw that junction; Tab moves a focus ring from
 * junction to junction and Space or Enter throws the focused one.
 */
export class JunctionControls {
  focused: number | null = null;

  constructor(private readonly throwSwitch: (junction: number) => void) {}

  reset(): void {
    this.focused = null;
  }

  tap(layout: Layout, geometry: TrackGeometry, x: number, y: number): void {
    const reach = Math.max(30, geometry.unit * 1.1);
    let best: number | null = null;
    let bestDistance = reach;
    layout.junctions.forEach((node, junction) => {
      const centre = geometry.toScreen(layout.nodes[node]!.at);
      const distance = Math.hypot(centre.x - x, centre.y - y);
      if (distance < bestDistance) [best, bestDistance] = [junction, distance];
    });
    if (best !== null) this.throwSwitch(best);
  }

  /** Returns true when the key is one of the game's. */
  keyDown(layout: Layout, key: string): boolean {
    const count = layout.junctions.length;
    if (/^[1-9]$/.test(key)) {
      const junction = Number(key) - 1;
      if (junction < count) {
        this.focused = junction;
        this.throwSwitch(junction);
      }
      return true;
    }
    if (key === 'Tab') {
      this.focused = this.focused === null ? 0 : (this.focused + 1) % count;
      return true;
    }
    if (key === ' ' || key === 'Enter') {
      if (this.focused === null) this.focused = 0;
      else this.throwSwitch(this.focused);
      return true;
    }
    return false;
  }
}
