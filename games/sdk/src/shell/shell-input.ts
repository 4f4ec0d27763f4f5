import type { GameInput, Simulation } from '../simulation';
import type { GameView, KeyName, PointerInfo } from './game-view';
import type { ShellState } from './mount-game';

interface ShellInputOptions<TInput extends GameInput, TSim extends Simulation<TInput>> {
  win: Window;
  canvas: HTMLCanvasElement;
  view: GameView<TInput, TSim>;
  state(): ShellState;
  start(): void;
  pause(): void;
  resume(): void;
  toTitle(): void;
}

export interface ShellInput {
  /** Lets go of every held key and pointer (a run ended, or the window lost the focus). */
  releaseAll(): void;
  /** Stops listening to the window and the document (the canvas goes with the shell). */
  detach(): void;
}

/**
 * The shell's keyboard, mouse and touch plumbing: keys and pointers go to the view while a run is on, Enter, Space,
 * Esc and P drive the screens, and a hidden tab pauses the run.
 */
export function attachShellInput<TInput extends GameInput, TSim extends Simulation<TInput>>(
  opts: ShellInputOptions<TInput, TSim>,
): ShellInput {
  const { win, canvas, view: v } = opts;
  const heldKeys = new Set<KeyName>();
  const activePointers = new Map<number, PointerInfo>();

  const releaseAll = (): void => {
    for (const key of heldKeys) v.keyUp?.(key);
    heldKeys.clear();
    for (const pointer of activePointers.values()) v.pointerUp?.(pointer);
    activePointers.clear();
  };

  const keyName = (event: KeyboardEvent): KeyName => (event.key.length === 1 ? event.key.toLowerCase() : event.key);

  const onKeyDown = (event: KeyboardEvent): void => {
    const key = keyName(event);
    const state = opts.state();
    if (state === 'running') {
      if (key === 'Escape' || key === 'p') {
        event.preventDefault();
        opts.pause();
        return;
      }
      if (heldKeys.has(key) || event.repeat) {
        if (heldKeys.has(key)) event.preventDefault();
        return;
      }
      if (v.keyDown?.(key)) {
        heldKeys.add(key);
        event.preventDefault();
      }
      return;
    }
    if (state === 'paused' && (key === 'Escape' || key === 'p' || key === 'Enter')) {
      event.preventDefault();
      opts.resume();
    } else if (state === 'title' && (key === 'Enter' || key === ' ')) {
      event.preventDefault();
      opts.start();
    } else if ((state === 'over' || state === 'no-tokens') && key === 'Enter') {
      event.preventDefault();
      if (state === 'over') opts.start();
      else opts.toTitle();
    }
  };

  const onKeyUp = (event: KeyboardEvent): void => {
    const key = keyName(event);
    if (heldKeys.delete(key)) v.keyUp?.(key);
  };

  const pointerInfo = (event: PointerEvent): PointerInfo => {
    const rect = canvas.getBoundingClientRect();
    const type = event.pointerType === 'touch' || event.pointerType === 'pen' ? event.pointerType : 'mouse';
    return { x: event.clientX - rect.left, y: event.clientY - rect.top, id: event.pointerId, type };
  };

  const onPointerDown = (event: PointerEvent): void => {
    if (opts.state() !== 'running') return;
    event.preventDefault();
    if (!event.isPrimary && event.pointerType === 'mouse') return;
    try {
      canvas.setPointerCapture(event.pointerId);
    } catch {
      // Synthetic events have no active pointer to capture; the move/up listeners still work.
    }
    const info = pointerInfo(event);
    activePointers.set(event.pointerId, info);
    v.pointerDown?.(info);
  };
  const onPointerMove = (event: PointerEvent): void => {
    if (opts.state() !== 'running' || !activePointers.has(event.pointerId)) return;
    const info = pointerInfo(event);
    activePointers.set(event.pointerId, info);
    v.pointerMove?.(info);
  };
  const onPointerUp = (event: PointerEvent): void => {
    if (!activePointers.delete(event.pointerId)) return;
    v.pointerUp?.(pointerInfo(event));
  };

  const onVisibility = (): void => {
    if (document.hidden) opts.pause();
  };

  win.addEventListener('keydown', onKeyDown);
  win.addEventListener('keyup', onKeyUp);
  win.addEventListener('blur', releaseAll);
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  canvas.addEventListener('contextmenu', (event) => event.preventDefault());
  document.addEventListener('visibilitychange', onVisibility);

  return {
    releaseAll,
    detach() {
      win.removeEventListener('keydown', onKeyDown);
      win.removeEventListener('keyup', onKeyUp);
      win.removeEventListener('blur', releaseAll);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
