import type { Layout, RailEdge } from '../core/compile-layout';
import { LAYOUT_HEIGHT, LAYOUT_WIDTH, type GridPoint } from '../core/layout-plan';
import { SUB_UNITS_PER_GRID } from '../core/track-units';

/** Room the shell's HUD takes at the top, and the lives strip at the bottom, in CSS pixels. */
const HUD_HEIGHT = 62;
const STATUS_HEIGHT = 46;
/** Grid units of margin around the layout: tunnels poke out above, stations hang below. */
const MARGIN_X = 0.6;
const MARGIN_TOP = 0.9;
const MARGIN_BOTTOM = 1.1;

export interface TrackPoint {
  x: number;
  y: number;
  /** Direction of travel, radians. */
  angle: number;
}

/** Maps the layout grid onto the canvas and finds points along the track. */
export class TrackGeometry {
  width = 0;
  height = 0;
  /** CSS pixels per grid unit. */
  unit = 1;
  private originX = 0;
  private originY = 0;

  resize(width: number, height: number): void {
    this.width = width;
    this.height = height;
    const spanX = LAYOUT_WIDTH + 2 * MARGIN_X;
    const spanY = LAYOUT_HEIGHT + MARGIN_TOP + MARGIN_BOTTOM;
    const room = Math.max(1, height - HUD_HEIGHT - STATUS_HEIGHT);
    this.unit = Math.max(4, Math.min(width / spanX, room / spanY, 70));
    this.originX = (width - LAYOUT_WIDTH * this.unit) / 2;
    this.originY = HUD_HEIGHT + (room - spanY * this.unit) / 2 + MARGIN_TOP * this.unit;
  }

  get statusTop(): number {
    return this.height - STATUS_HEIGHT;
  }

  toScreen([gx, gy]: GridPoint): { x: number; y: number } {
    return { x: this.originX + gx * this.unit, y: this.originY + gy * this.unit };
  }

  /** The point `distance` sub-units along an edge from its start (clamped to the edge). */
  pointOnEdge(edge: RailEdge, distance: number): TrackPoint {
    let left = Math.max(0, Math.min(edge.length, distance));
    for (let i = 1; i < edge.points.length; i++) {
      const [x0, y0] = edge.points[i - 1]!;
      const [x1, y1] = edge.points[i]!;
      const span = Math.hypot(x1 - x0, y1 - y0) * SUB_UNITS_PER_GRID;
      if (left <= span || i === edge.points.length - 1) {
        const t = span === 0 ? 0 : Math.min(1, left / span);
        const { x, y } = this.toScreen([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]);
        return { x, y, angle: Math.atan2(y1 - y0, x1 - x0) };
      }
      left -= span;
    }
    const { x, y } = this.toScreen(edge.points[0]!);
    return { x, y, angle: 0 };
  }

  /**
   * A point `back` sub-units behind a nose at `position` on `edge`, continuing onto the edge
   * the train came from; null when that is still inside the tunnel.
   */
  pointBehind(
    layout: Layout,
    edge: number,
    previousEdge: number | null,
    position: number,
    back: number,
  ): TrackPoint | null {
    const at = position - back;
    if (at >= 0) return this.pointOnEdge(layout.edges[edge]!, at);
    if (previousEdge === null) return null;
    const previous = layout.edges[previousEdge]!;
    return at + previous.length >= 0 ? this.pointOnEdge(previous, previous.length + at) : null;
  }
}
