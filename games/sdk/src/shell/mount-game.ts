import { createGameAudio } from '../audio';
import { connectToHost } from '../host';
import { startFixedStepLoop, type FixedStepLoop } from '../loop';
import type { InitMessage } from '../protocol';
import { InputRecorder } from '../recorder';
import type { GameDefinition, GameInput, Simulation } from '../simulation';
import { bestScore } from './best-score';
import { CanvasSurface } from './canvas-surface';
import type { GameView, ViewContext } from './game-view';
import { createHud } from './hud';
import { InputQueue } from './input-queue';
import { createShellElements, type ShellTheme } from './shell-elements';
import { attachShellInput } from './shell-input';
import { createShellScreens } from './shell-screens';
import { installSpeedFromUrl, readSpeed, seedFromUrl, type LastRun } from './test-hooks';
import './shell.css';

export type { ShellTheme } from './shell-elements';

/** Where the shell is; also on the shell element as `data-state` for tests and styling. */
export type ShellState = 'loading' | 'title' | 'running' | 'paused' | 'over' | 'no-tokens';

export interface MountGameOptions<TInput extends GameInput, TSim extends Simulation<TInput>> {
  /** The element the game fills (usually a full-page `<div id="game">`). */
  root: HTMLElement;
  definition: GameDefinition<TInput, TSim>;
  title: string;
  /** Short lines for the title screen: how to play with keys, mouse and touch. */
  instructions: readonly string[];
  /** HUD name for `sim.level`, e.g. "Stage". Default "Level". */
  levelLabel?: string;
  /** How to show `sim.level`, e.g. as a letter. Default the number. */
  formatLevel?: (level: number) => string;
  theme?: ShellTheme;
  /** Host origins to trust; default this page's origin (the app serves games itself). */
  allowedOrigins?: string[];
  createView(context: ViewContext<TInput>): GameView<TInput, TSim>;
}

export interface MountedGame {
  readonly state: ShellState;
  destroy(): void;
}

const REPLAY_GUARD_MS = 700;

/**
 * Mounts a game in the shared FundPlay shell: title, pause and game-over screens, HUD with
 * score, level, mute and pause, canvas sizing, keyboard/mouse/touch plumbing, pausing when the
 * tab is hidden, the fixed-step loop, input recording and the host protocol.
 *
 * This file runs a game's life (states, the run, the host); the page (`shell-elements.ts`), the HUD (`hud.ts`), the
 * screens (`shell-screens.ts`), the input plumbing (`shell-input.ts`) and the best score (`best-score.ts`) are
 * beside it.
 */
export function mountGame<TInput extends GameInput, TSim extends Simulation<TInput>>(
  opts: MountGameOptions<TInput, TSim>,
): MountedGame {
  const { definition } = opts;
  const win = window;
  installSpeedFromUrl(win);
  const host = connectToHost(opts.allowedOrigins ? { allowedOrigins: opts.allowedOrigins } : {});
  const audio = createGameAudio();
  const queue = new InputQueue<TInput>(definition);
  const formatLevel = opts.formatLevel ?? ((level: number) => String(level));
  const levelLabel = opts.levelLabel ?? 'Level';
  const best = bestScore(win, definition.slug);

  const { shell, canvas, scoreValue, levelValue, muteButton, overlay, controls } = createShellElements({
    root: opts.root,
    title: opts.title,
    levelLabel,
    firstLevel: formatLevel(1),
    theme: opts.theme ?? {},
    standalone: host.standalone,
    onToggleMute: () => hud.toggleMute(),
    onPause: () => pause(),
    onExit: () => exitGame(),
  });

  const hud = createHud({ scoreValue, levelValue, muteButton, audio, formatLevel });

  // ---- run state -------------------------------------------------------------------------
  let state: ShellState = 'loading';
  let init: InitMessage | null = null;
  let sim: TSim = definition.create(0);
  let recorder: InputRecorder<TInput> | null = null;
  let loop: FixedStepLoop | null = null;
  let lastRun: LastRun | null = null;
  let runsStarted = 0;
  let overAt = 0;
  let frameWork = 0;

  let view: GameView<TInput, TSim> | null = null;
  const surface = new CanvasSurface(canvas, (size) => {
    view?.resize?.(size);
    if (view && state !== 'running') view.render(sim, 0);
  });
  view = opts.createView({
    canvas,
    context: surface.context,
    controls,
    audio,
    emit: (input) => {
      if (state === 'running' || state === 'paused') queue.push(input);
    },
  });
  const v = view;
  v.resize?.(surface.current);
  // The title screen's backdrop: a fresh simulation, shown but never stepped.
  v.runStarted?.(sim, 'preview');
  v.render(sim, 0);

  const setState = (next: ShellState): void => {
    state = next;
    shell.dataset.state = next;
  };

  hud.showMuted();

  const screens = createShellScreens({
    overlay,
    title: opts.title,
    instructions: opts.instructions,
    levelLabel,
    formatLevel,
    host,
    best,
    init: () => init,
    loading: () => state === 'loading',
    start: () => start(),
    resume: () => resume(),
    endRun: () => finish('quit'),
    toTitle: () => toTitle(),
  });

  const toTitle = (): void => {
    setState('title');
    screens.title();
  };

  // ---- the run ---------------------------------------------------------------------------
  const chooseSeed = (): number => {
    if (init?.seed !== undefined) return init.seed;
    const fromUrl = host.standalone ? seedFromUrl(win) : null;
    if (fromUrl !== null) return fromUrl;
    return win.crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
  };

  const step = (): void => {
    const started = performance.now();
    const rec = recorder;
    if (!rec) return;
    if (sim.tick >= definition.maxTicks) {
      finish('quit');
      return;
    }
    const tick = sim.tick;
    const inputs = queue.take(tick);
    for (const input of inputs) rec.record(tick, input);
    sim.step(inputs);
    v.afterStep?.(sim, inputs);
    frameWork += performance.now() - started;
    if (sim.over) finish('over');
  };

  const render = (alpha: number): void => {
    const started = performance.now();
    v.render(sim, alpha);
    hud.update(sim);
    frameWork += performance.now() - started;
    win.__fundplayFrameTimes?.push(frameWork);
    frameWork = 0;
  };

  function start(): void {
    if (state !== 'title' && state !== 'over') return;
    if (state === 'over' && performance.now() - overAt < REPLAY_GUARD_MS) return;
    if (host.mode === 'play') {
      // One token buys one run; the host starts the next one.
      if (runsStarted > 0) return;
      if (!init?.token) {
        host.noTokens();
        setState('no-tokens');
        screens.noTokens();
        return;
      }
    }
    const seed = chooseSeed();
    runsStarted++;
    sim = definition.create(seed);
    recorder = new InputRecorder<TInput>(definition.slug, seed);
    queue.clear();
    v.runStarted?.(sim, 'run');
    overlay.hidden = true;
    overlay.replaceChildren();
    setState('running');
    hud.update(sim);
    loop = startFixedStepLoop({
      ticksPerSecond: definition.ticksPerSecond,
      step,
      render,
      speed: () => readSpeed(win),
    });
  }

  function pause(): void {
    if (state !== 'running' || !loop) return;
    loop.pause();
    setState('paused');
    screens.paused();
  }

  function resume(): void {
    if (state !== 'paused' || !loop) return;
    overlay.hidden = true;
    setState('running');
    loop.resume();
  }

  function finish(kind: 'over' | 'quit'): void {
    const rec = recorder;
    if (!rec || (state !== 'running' && state !== 'paused')) return;
    loop?.stop();
    loop = null;
    input.releaseAll();
    if (kind === 'quit') rec.quit(sim.tick);
    recorder = null;
    const replay = rec.toReplay(sim.score);
    lastRun = { score: sim.score, level: sim.level, replay };
    win.__fundplayLastRun = lastRun;
    const lastEnd = kind === 'quit' ? 'Run ended' : (v.describeEnd?.(sim) ?? 'Game over');
    best.save(sim.score);
    v.render(sim, 0);
    hud.update(sim);
    overAt = performance.now();
    setState('over');
    screens.over(lastRun, lastEnd);
    // A compete run reports at once (the token is spent); practice waits on the summary for Exit or Play again.
    if (!host.standalone && host.mode === 'play') host.exit({ score: lastRun.score, replay });
  }

  /** The HUD's Exit: a run in progress ends first, so the player sees the final score before leaving. */
  function exitGame(): void {
    if (state === 'running' || state === 'paused') {
      finish('quit');
      return;
    }
    if (state === 'over' && lastRun && host.mode !== 'play') host.exit(lastRun);
    else host.exit();
  }

  const input = attachShellInput({
    win,
    canvas,
    view: v,
    state: () => state,
    start,
    pause,
    resume,
    toTitle,
  });

  // ---- host ------------------------------------------------------------------------------
  setState('loading');
  screens.title();
  void host.init.then((message) => {
    init = message;
    if (state === 'loading') toTitle();
  });
  performance.mark('fundplay:ready');
  host.ready();

  return {
    get state() {
      return state;
    },
    destroy() {
      loop?.stop();
      loop = null;
      host.close();
      surface.dispose();
      input.detach();
      shell.remove();
    },
  };
}
