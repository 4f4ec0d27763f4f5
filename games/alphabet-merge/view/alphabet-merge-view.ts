import type { GameView, ViewContext } from '../../sdk/src/shell/game-view';
import type { AlphabetMergeSimulation, LastMove } from '../core/alphabet-merge-simulation';
import { CELLS, letterName } from '../core/letter-grid';
import type { MergeInput } from '../core/merge-input';
import { addArrowButtons } from './arrow-buttons';
import { boardLayout, cellOrigin, type BoardLayout } from './board-layout';
import { paintBackground, paintBoard, paintRibbon, paintTile } from './board-painter';
import { SwipeTracker } from './swipe-tracker';

const SLIDE_MS = 110;
const POP_MS = 160;

const KEYS: Record<string, MergeInput> = {
  ArrowLeft: 'l',
  ArrowRight: 'r',
  ArrowUp: 'u',
  ArrowDown: 'd',
  a: 'l',
  d: 'r',
  w: 'u',
  s: 'd',
};

const easeOut = (t: number): number => 1 - (1 - t) * (1 - t);

/** Alphabet Merge's canvas view: the board with sliding, merging and popping tiles, and the A..Z ribbon. */
export function createAlphabetMergeView(ctx: ViewContext<MergeInput>): GameView<MergeInput, AlphabetMergeSimulation> {
  const { context, audio } = ctx;
  const swipes = new SwipeTracker();
  let layout: BoardLayout = boardLayout(360, 640);
  /** The move being animated and when its animation started. */
  let animated: LastMove | null = null;
  let animatedAt = -Infinity;
  let gainedText = '';
  let openingAt = -Infinity;

  addArrowButtons(ctx.controls, (direction) => ctx.emit(direction));

  return {
    resize: (size) => {
      layout = boardLayout(size.width, size.height);
    },

    runStarted(_sim, kind) {
      swipes.clear();
      animated = null;
      openingAt = kind === 'run' ? performance.now() : -Infinity;
    },

    render(sim) {
      const now = performance.now();
      paintBackground(context, layout);
      paintRibbon(context, layout, sim.level);
      paintBoard(context, layout);

      const move = animated;
      const sinceMove = now - animatedAt;
      if (move && sinceMove < SLIDE_MS) {
        const t = easeOut(sinceMove / SLIDE_MS);
        for (const slide of move.slides) {
          const [fx, fy] = cellOrigin(layout, slide.from);
          const [tx, ty] = cellOrigin(layout, slide.to);
          paintTile(context, layout, fx + (tx - fx) * t, fy + (ty - fy) * t, slide.letter);
        }
      } else {
        const pop = move ? Math.min(1, (sinceMove - SLIDE_MS) / POP_MS) : 1;
        const opening = Math.min(1, (now - openingAt) / POP_MS);
        for (let i = 0; i < CELLS; i++) {
          const letter = sim.grid[i] as number;
          if (letter === 0) continue;
          let scale = 1;
          if (move && pop < 1 && move.merges.includes(i)) scale = 1 + 0.18 * Math.sin(Math.PI * pop);
          else if (move && pop < 1 && move.spawned === i) scale = pop;
          else if (!move && opening < 1 && sim.openingCells.includes(i)) scale = opening;
          const [x, y] = cellOrigin(layout, i);
          paintTile(context, layout, x, y, letter, scale);
        }
      }

      if (move && gainedText && sinceMove < 700) {
        context.globalAlpha = 1 - sinceMove / 700;
        context.fillStyle = '#ffe68a';
        context.font = `900 ${Math.round(layout.cell * 0.32)}px system-ui, sans-serif`;
        context.textAlign = 'center';
        context.textBaseline = 'bottom';
        context.fillText(
          gainedText,
          layout.width / 2,
          layout.boardY + layout.boardSize + 4 + layout.cell * 0.4 - sinceMove / 30,
        );
        context.globalAlpha = 1;
      }
    },

    afterStep(sim) {
      const move = sim.lastMove;
      if (!move || move.tick !== sim.tick - 1) return;
      animated = move;
      animatedAt = performance.now();
      gainedText = move.points > 0 ? `+${move.points}` : '';
      if (move.merges.length > 0) {
        // Higher letters ring higher.
        const top = Math.max(...move.merges.map((cell) => sim.grid[cell] as number));
        audio.play({ frequency: 260 * 2 ** (top / 12), durationMs: 140, type: 'triangle', volume: 0.2 });
      } else {
        audio.play({ frequency: 180, slideTo: 140, durationMs: 60, type: 'sine', volume: 0.12 });
      }
      if (sim.over)
        audio.play({ frequency: 330, slideTo: 110, durationMs: 500, type: 'sawtooth', volume: 0.15, delayMs: 150 });
    },

    pointerDown: (p) => swipes.down(p.id, p.x, p.y),
    pointerMove(p) {
      const direction = swipes.move(p.id, p.x, p.y);
      if (direction) ctx.emit(direction);
    },
    pointerUp(p) {
      const direction = swipes.up(p.id, p.x, p.y);
      if (direction) ctx.emit(direction);
    },
    keyDown(key) {
      const direction = KEYS[key];
      if (!direction) return false;
      ctx.emit(direction);
      return true;
    },

    describeEnd: (sim) =>
      sim.endCause === 'time' ? "Time's up!" : `No moves left: you reached ${letterName(sim.level)}`,
  };
}
