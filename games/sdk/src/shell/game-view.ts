import type { GameAudio } from '../audio';
import type { GameInput, Simulation } from '../simulation';
import type { ViewSize } from './canvas-surface';

/** A pointer (mouse, pen or finger) position in the canvas's CSS pixels. */
export interface PointerInfo {
  x: number;
  y: number;
  /** Stable per finger while it is down. */
  id: number;
  type: 'mouse' | 'touch' | 'pen';
}

/** A key, as `KeyboardEvent.key` with single letters lower-cased (' ' is the space bar). */
export type KeyName = string;

/** What the shell gives a game's view. */
export interface ViewContext<TInput extends GameInput> {
  readonly canvas: HTMLCanvasElement;
  /** Already scaled: draw in CSS pixels. */
  readonly context: CanvasRenderingContext2D;
  /** An empty strip under the canvas for on-screen buttons; hidden while empty. */
  readonly controls: HTMLElement;
  readonly audio: GameAudio;
  /**
   * Queue an input for the next tick. Only a running (or paused) run takes inputs; the shell
   * paces them to the game's human bound, records them and feeds them to the simulation.
   */
  emit(input: TInput): void;
}

/**
 * A game's canvas view. The shell owns the loop, the screens and the input plumbing; the view
 * draws the simulation and turns pointer and key events into the game's inputs.
 */
export interface GameView<TInput extends GameInput, TSim extends Simulation<TInput>> {
  /** The canvas changed size (CSS pixels); the next `render` should fill it. */
  resize?(size: ViewSize): void;
  /** Draw `sim`, `alpha` (0..1) of a tick after its last step. Called every display frame of a run. */
  render(sim: TSim, alpha: number): void;
  /**
   * A new simulation to draw: `'run'` when the player starts a run, `'preview'` for the
   * never-stepped one behind the title screen (skip intro effects for it).
   */
  runStarted?(sim: TSim, kind: 'preview' | 'run'): void;
  /** After each tick: play sounds or start effects for what just happened. */
  afterStep?(sim: TSim, inputs: readonly TInput[]): void;
  pointerDown?(pointer: PointerInfo): void;
  pointerMove?(pointer: PointerInfo): void;
  pointerUp?(pointer: PointerInfo): void;
  /** Return true when the key is the game's, so the page does not also scroll on it. */
  keyDown?(key: KeyName): boolean;
  keyUp?(key: KeyName): void;
  /** One line for the game-over screen, e.g. "You flew into a power line". */
  describeEnd?(sim: TSim): string;
}
