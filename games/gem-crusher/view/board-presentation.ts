import { BOARD_SIZE, columnOf, rowOf } from '../core/board';
import { CLEAR_TICKS, RESHUFFLE_TICKS, SWAP_TICKS, WAVE_TICKS, resolutionTicks } from '../core/cascade-timing';
import type { Gem } from '../core/gem';
import type { GemCrusherSimulation } from '../core/gem-crusher-simulation';
import type { CascadeWave } from '../core/resolve-swap';

/** One gem as it should appear this frame, at a fractional row and column. */
export interface GemSprite {
  readonly gem: Gem;
  readonly row: number;
  readonly column: number;
  readonly scale: number;
  readonly alpha: number;
  /** 0..1: how white-hot the gem glows as it is about to shatter. */
  readonly glow: number;
}

/** A blaster's beam or a bomb's burst, drawn while a wave clears. */
export interface Blast {
  readonly gem: Gem;
  readonly cell: number;
  /** 0..1 through the clearing phase. */
  readonly progress: number;
}

export interface BoardFrame {
  readonly sprites: readonly GemSprite[];
  readonly blasts: readonly Blast[];
  /** True while a cascade or reshuffle is being shown. */
  readonly animating: boolean;
  readonly reshuffling: boolean;
}

const REJECT_TICKS = 10;

const ease = (t: number): number => t * t * (3 - 2 * t);
const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));

/**
 * Works out where every gem is drawn at a moment between ticks. The core resolves a swap at
 * once; this replays its recorded waves over the same ticks the core stays busy for: the
 * swap slides, each wave's gems flash and shrink, then the survivors and the new gems fall.
 */
export function presentBoard(sim: GemCrusherSimulation, alpha: number): BoardFrame {
  const now = sim.tick + alpha;
  const reshuffle = sim.lastReshuffle;
  if (reshuffle && now - reshuffle.startTick < RESHUFFLE_TICKS) {
    return reshuffleFrame(sim.board, reshuffle.before, clamp01((now - reshuffle.startTick) / RESHUFFLE_TICKS));
  }
  const event = sim.lastResolution;
  if (event) {
    // The swap was applied during the step that began at startTick, so its animation starts when that step ends.
    const elapsed = now - event.startTick - 1;
    if (elapsed < resolutionTicks(event.resolution.waves.length)) {
      const { from, to, waves } = event.resolution;
      if (elapsed < SWAP_TICKS) return swapFrame(waves[0]!.before, from, to, ease(clamp01(elapsed / SWAP_TICKS)));
      const index = Math.floor((elapsed - SWAP_TICKS) / WAVE_TICKS);
      const within = elapsed - SWAP_TICKS - index * WAVE_TICKS;
      const wave = waves[index]!;
      return within < CLEAR_TICKS
        ? clearFrame(wave, within / CLEAR_TICKS)
        : fallFrame(wave, (within - CLEAR_TICKS) / (WAVE_TICKS - CLEAR_TICKS));
    }
  }
  const rejected = sim.lastRejected;
  const wiggle = rejected ? now - rejected.tick - 1 : Infinity;
  const sprites = sim.board.map((gem, cell) => still(gem, cell));
  if (rejected && wiggle >= 0 && wiggle < REJECT_TICKS) {
    // Slide a third of the way towards each other and back: "that does nothing".
    const [a, b] = rejected.swap;
    const push =
      0.3 * (wiggle < REJECT_TICKS / 2 ? wiggle / (REJECT_TICKS / 2) : (REJECT_TICKS - wiggle) / (REJECT_TICKS / 2));
    sprites[a] = toward(sim.board[a]!, a, b, push);
    sprites[b] = toward(sim.board[b]!, b, a, push);
  }
  return { sprites, blasts: [], animating: false, reshuffling: false };
}

function still(gem: Gem, cell: number, extra: Partial<GemSprite> = {}): GemSprite {
  return { gem, row: rowOf(cell), column: columnOf(cell), scale: 1, alpha: 1, glow: 0, ...extra };
}

function toward(gem: Gem, cell: number, target: number, t: number): GemSprite {
  return {
    gem,
    row: rowOf(cell) + (rowOf(target) - rowOf(cell)) * t,
    column: columnOf(cell) + (columnOf(target) - columnOf(cell)) * t,
    scale: 1,
    alpha: 1,
    glow: 0,
  };
}

/** `afterSwap` already has the two gems exchanged; slide them there from where they were. */
function swapFrame(afterSwap: readonly (Gem | null)[], from: number, to: number, t: number): BoardFrame {
  const sprites: GemSprite[] = [];
  afterSwap.forEach((gem, cell) => {
    if (gem === null || cell === from || cell === to) return;
    sprites.push(still(gem, cell));
  });
  // Drawn last, so the moving pair passes over their neighbours.
  sprites.push(toward(afterSwap[from]!, to, from, t), toward(afterSwap[to]!, from, to, t));
  return { sprites, blasts: [], animating: true, reshuffling: false };
}

function clearFrame(wave: CascadeWave, t: number): BoardFrame {
  const cleared = new Set(wave.cleared);
  const sprites: GemSprite[] = [];
  wave.before.forEach((gem, cell) => {
    if (gem === null) return;
    if (!cleared.has(cell)) {
      sprites.push(still(gem, cell));
      return;
    }
    // Glow white for the first half, then shrink away.
    const shrink = clamp01((t - 0.45) / 0.55);
    sprites.push(
      still(gem, cell, {
        scale: 1 + 0.15 * clamp01(t / 0.45) - 1.15 * ease(shrink),
        glow: clamp01(t / 0.45),
        alpha: 1 - shrink * 0.5,
      }),
    );
  });
  for (const { cell, gem } of wave.created) {
    const grow = clamp01((t - 0.5) / 0.5);
    if (grow > 0) sprites.push(still(gem, cell, { scale: 0.3 + 0.7 * ease(grow) }));
  }
  const blasts = wave.fired.map((cell) => ({ gem: wave.before[cell]!, cell, progress: t }));
  return { sprites, blasts, animating: true, reshuffling: false };
}

/** Survivors fall from their old cells; new gems drop in from above the board, stacked in order. */
function fallFrame(wave: CascadeWave, t: number): BoardFrame {
  const startOf = new Map<number, number>();
  const cleared = new Set(wave.cleared);
  wave.before.forEach((gem, cell) => {
    if (gem !== null && !cleared.has(cell)) startOf.set(gem.id, rowOf(cell));
  });
  for (const { cell, gem } of wave.created) startOf.set(gem.id, rowOf(cell));
  const newInColumn = new Array<number>(BOARD_SIZE).fill(0);
  wave.after.forEach((gem, cell) => {
    if (!startOf.has(gem.id)) newInColumn[columnOf(cell)]!++;
  });

  const fall = t * t;
  const sprites = wave.after.map((gem, cell) => {
    const row = rowOf(cell);
    const column = columnOf(cell);
    const start = startOf.get(gem.id) ?? row - newInColumn[column]!;
    return { gem, row: start + (row - start) * fall, column, scale: 1, alpha: 1, glow: 0 };
  });
  return { sprites, blasts: [], animating: true, reshuffling: false };
}

function reshuffleFrame(board: readonly Gem[], before: readonly Gem[], t: number): BoardFrame {
  const startOf = new Map(before.map((gem, cell) => [gem.id, cell]));
  const e = ease(t);
  const sprites = board.map((gem, cell) => {
    const start = startOf.get(gem.id) ?? cell;
    // Everything gathers towards the middle and spreads out again.
    const lift = 1 - Math.abs(1 - 2 * e);
    const centre = (BOARD_SIZE - 1) / 2;
    const row = rowOf(start) + (rowOf(cell) - rowOf(start)) * e;
    const column = columnOf(start) + (columnOf(cell) - columnOf(start)) * e;
    return {
      gem,
      row: row + (centre - row) * lift * 0.6,
      column: column + (centre - column) * lift * 0.6,
      scale: 1 - 0.3 * lift,
      alpha: 1,
      glow: 0,
    };
  });
  return { sprites, blasts: [], animating: true, reshuffling: true };
}
