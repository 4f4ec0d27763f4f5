import type { Layout } from '../core/compile-layout';
import { SUB_UNITS_PER_GRID } from '../core/track-units';
import { SCENERY } from './cargo-palette';
import type { TrackGeometry } from './track-geometry';

/** On the track at each junction: the branch it is set to glows, the others get a red stop bar. */
export function paintSwitchedTrack(
  context: CanvasRenderingContext2D,
  geometry: TrackGeometry,
  layout: Layout,
  switches: readonly number[],
): void {
  const u = geometry.unit;
  layout.junctions.forEach((nodeIndex, junction) => {
    const node = layout.nodes[nodeIndex]!;
    const centre = geometry.toScreen(node.at);
    node.outs.forEach((edgeIndex, branch) => {
      const edge = layout.edges[edgeIndex]!;
      const active = branch === switches[junction];
      if (active) {
        context.strokeStyle = SCENERY.active;
        context.globalAlpha = 0.75;
        context.lineWidth = u * 0.22;
        context.lineCap = 'round';
        context.beginPath();
        context.moveTo(centre.x, centre.y);
        // The first grid unit and a half of the set branch.
        for (let step = 1; step <= 10; step++) {
          const p = geometry.pointOnEdge(edge, (step / 10) * 1.5 * SUB_UNITS_PER_GRID);
          context.lineTo(p.x, p.y);
        }
        context.stroke();
        context.globalAlpha = 1;
      } else {
        const p = geometry.pointOnEdge(edge, 0.85 * SUB_UNITS_PER_GRID);
        context.save();
        context.translate(p.x, p.y);
        context.rotate(p.angle + Math.PI / 2);
        context.fillStyle = SCENERY.blocked;
        context.strokeStyle = '#fff';
        context.lineWidth = 1.5;
        context.beginPath();
        context.roundRect(-u * 0.3, -u * 0.08, u * 0.6, u * 0.16, u * 0.08);
        context.fill();
        context.stroke();
        context.restore();
      }
    });
  });
}

/**
 * A round button on each junction's points, over any passing train: the number that throws
 * it from the keyboard, an arrow along the set branch, and a ring when it has keyboard focus.
 */
export function paintJunctionButtons(
  context: CanvasRenderingContext2D,
  geometry: TrackGeometry,
  layout: Layout,
  switches: readonly number[],
  focused: number | null,
  pressedAt: readonly number[],
  now: number,
): void {
  const u = geometry.unit;
  layout.junctions.forEach((nodeIndex, junction) => {
    const node = layout.nodes[nodeIndex]!;
    const centre = geometry.toScreen(node.at);
    const radius = Math.max(13, u * 0.42);
    const since = now - (pressedAt[junction] ?? -Infinity);
    const bump = since < 160 ? 1 - since / 160 : 0;
    context.fillStyle = 'rgba(0,0,0,0.25)';
    context.beginPath();
    context.arc(centre.x + 2, centre.y + 3, radius, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = bump > 0 ? '#fff6c8' : '#ffffff';
    context.strokeStyle = '#2d3a4a';
    context.lineWidth = 2.5;
    context.beginPath();
    context.arc(centre.x, centre.y, radius * (1 + 0.12 * bump), 0, Math.PI * 2);
    context.fill();
    context.stroke();

    const set = geometry.pointOnEdge(layout.edges[node.outs[switches[junction]!]!]!, 0);
    context.save();
    context.translate(centre.x, centre.y);
    context.rotate(set.angle);
    context.fillStyle = '#f0a020';
    context.strokeStyle = '#2d3a4a';
    context.lineWidth = 1.5;
    context.beginPath();
    context.moveTo(radius * 1.7, 0);
    context.lineTo(radius * 1.12, -radius * 0.42);
    context.lineTo(radius * 1.12, radius * 0.42);
    context.closePath();
    context.fill();
    context.stroke();
    context.restore();

    context.fillStyle = '#1d2733';
    context.font = `800 ${Math.round(radius * 1.05)}px system-ui, sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(String(junction + 1), centre.x, centre.y + 1);
    context.textBaseline = 'alphabetic';

    if (focused === junction) {
      context.strokeStyle = '#1d6fe0';
      context.lineWidth = 3;
      context.setLineDash([5, 4]);
      context.beginPath();
      context.arc(centre.x, centre.y, radius + 6, 0, Math.PI * 2);
      context.stroke();
      context.setLineDash([]);
    }
  });
}
