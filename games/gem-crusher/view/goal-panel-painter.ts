import type { GemCrusherSimulation } from '../core/gem-crusher-simulation';
import { levelGoal } from '../core/levels';
import type { BoardGeometry } from './board-geometry';
import { BOARD_COLOURS } from './gem-palette';

/** The moves badge behind white text: both states keep at least 4.5:1 (WCAG AA) for its small "MOVES" label. */
export const MOVES_BADGE = { plenty: '#c2185b', fewLeft: '#c81e30' } as const;

/** Moves left and progress towards the level's target score, above the board. */
export function paintGoalPanel(
  context: CanvasRenderingContext2D,
  geometry: BoardGeometry,
  sim: GemCrusherSimulation,
): void {
  const x = geometry.boardX - 6;
  const width = geometry.boardSide + 12;
  const y = geometry.panelY;
  const height = geometry.panelHeight;
  context.fillStyle = 'rgba(10,4,24,0.55)';
  context.beginPath();
  context.roundRect(x, y, width, height, 14);
  context.fill();

  // Moves: a big number in a badge at the left, red when only a few are left.
  const badge = height - 12;
  context.fillStyle = sim.movesLeft <= 3 ? MOVES_BADGE.fewLeft : MOVES_BADGE.plenty;
  context.beginPath();
  context.roundRect(x + 6, y + 6, badge * 1.3, badge, 10);
  context.fill();
  context.fillStyle = '#fff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = '800 22px system-ui, sans-serif';
  context.fillText(String(sim.movesLeft), x + 6 + (badge * 1.3) / 2, y + 6 + badge / 2 - 5);
  context.font = '700 10px system-ui, sans-serif';
  context.fillText('MOVES', x + 6 + (badge * 1.3) / 2, y + 6 + badge - 9);

  // Progress from the previous level's target to this one's.
  const floor = sim.level > 1 ? levelGoal(sim.level - 1).targetScore : 0;
  const target = sim.goal.targetScore;
  const progress = Math.min(1, Math.max(0, (sim.score - floor) / (target - floor)));
  const barX = x + 14 + badge * 1.3;
  const barWidth = width - (barX - x) - 10;
  const barY = y + height - 24;
  context.textAlign = 'left';
  context.font = '700 13px system-ui, sans-serif';
  context.fillStyle = 'rgba(255,255,255,0.85)';
  context.fillText('Target', barX, y + 16);
  context.textAlign = 'right';
  context.font = '800 15px system-ui, sans-serif';
  context.fillStyle = '#fff';
  context.fillText(`${sim.score} / ${target}`, barX + barWidth, y + 16);
  context.fillStyle = 'rgba(255,255,255,0.15)';
  context.beginPath();
  context.roundRect(barX, barY, barWidth, 14, 7);
  context.fill();
  if (progress > 0) {
    const fill = context.createLinearGradient(barX, 0, barX + barWidth, 0);
    fill.addColorStop(0, '#ffd84a');
    fill.addColorStop(1, BOARD_COLOURS.accent);
    context.fillStyle = fill;
    context.beginPath();
    context.roundRect(barX, barY, Math.max(14, barWidth * progress), 14, 7);
    context.fill();
  }
  context.textBaseline = 'alphabetic';
}
