import { createGameAudio } from '../audio';
import { connectToHost } from '../host';
import { startFixedStepLoop, type FixedStepLoop } from '../loop';
import type { InitMessage } from '../protocol';
import { InputRecorder } from '../recorder';
import type { GameDefinition, GameInput, Simulation } from '../simulation';
import { CanvasSurface } from './canvas-surface';
import { textOnAccent } from './contrast';
import { ICONS, el, icon } from './dom';
import type { GameView, KeyName, PointerInfo, ViewContext } from './game-view';
import { InputQueue } from './input-queue';
import { installSpeedFromUrl, readSpeed, seedFromUrl, type LastRun } from './test-hooks';
import './shell.css';

/** Where the shell is; also on the shell element as `data-state` for tests and styling. */
export type ShellState = 'loading' | 'title' | 'running' | 'paused' | 'over' | 'no-tokens';

export interface ShellTheme {
  /** Buttons and highlights. */
  accent?: string;
  /** Behind the canvas and the page. */
  background?: string;
  /** Screen panels. */
  panel?: string;
  /** Text on panels. */
  ink?: string;
}

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
  const bestKey = `fundplay:best:${definition.slug}`;

  // ---- DOM -------------------------------------------------------------------------------
  const canvas = el('canvas', { class: 'fp-canvas', role: 'img', 'aria-label': opts.title });
  const scoreValue = el('span', { class: 'fp-stat-value', 'data-testid': 'score' }, '0');
  const levelValue = el('span', { class: 'fp-stat-value', 'data-testid': 'level' }, formatLevel(1));
  const muteButton = el('button', {
    class: 'fp-icon-button',
    type: 'button',
    'data-testid': 'mute',
    onclick: () => toggleMute(),
  });
  const pauseButton = el(
    'button',
    {
      class: 'fp-icon-button fp-pause-button',
      type: 'button',
      'aria-label': 'Pause',
      'data-testid': 'pause',
      onclick: () => pause(),
    },
    icon(ICONS.pause),
  );
  // Embedded, the way out sits in the HUD's own row, so it can never cover the score or level.
  const exitButton = host.standalone
    ? null
    : el(
        'button',
        {
          class: 'fp-icon-button fp-exit-button',
          type: 'button',
          'aria-label': 'Exit game',
          'data-testid': 'hud-exit',
          onclick: () => exitGame(),
        },
        icon(ICONS.exit),
      );
  const hud = el(
    'div',
    { class: 'fp-hud' },
    exitButton,
    el('div', { class: 'fp-stat fp-run-only' }, el('span', { class: 'fp-stat-label' }, 'Score'), scoreValue),
    el(
      'div',
      { class: 'fp-stat fp-run-only' },
      el('span', { class: 'fp-stat-label' }, opts.levelLabel ?? 'Level'),
      levelValue,
    ),
    el('div', { class: 'fp-hud-buttons' }, muteButton, pauseButton),
  );
  const overlay = el('div', { class: 'fp-overlay' });
  const stage = el('div', { class: 'fp-stage' }, canvas, hud, overlay);
  const controls = el('div', { class: 'fp-controls' });
  const shell = el('div', { class: 'fp-shell' }, stage, controls);
  const theme = opts.theme ?? {};
  if (theme.accent) {
    shell.style.setProperty('--fp-accent', theme.accent);
    shell.style.setProperty('--fp-on-accent', textOnAccent(theme.accent));
  }
  if (theme.background) shell.style.setProperty('--fp-background', theme.background);
  if (theme.panel) shell.style.setProperty('--fp-panel', theme.panel);
  if (theme.ink) shell.style.setProperty('--fp-ink', theme.ink);
  opts.root.append(shell);

  // ---- run state -------------------------------------------------------------------------
  let state: ShellState = 'loading';
  let init: InitMessage | null = null;
  let sim: TSim = definition.create(0);
  let recorder: InputRecorder<TInput> | null = null;
  let loop: FixedStepLoop | null = null;
  let lastRun: LastRun | null = null;
  let lastEnd = '';
  let runsStarted = 0;
  let overAt = 0;
  let shownScore = -1;
  let shownLevel = -1;
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

  const updateHud = (): void => {
    if (sim.score !== shownScore) {
      shownScore = sim.score;
      scoreValue.textContent = String(shownScore);
    }
    if (sim.level !== shownLevel) {
      shownLevel = sim.level;
      levelValue.textContent = formatLevel(shownLevel);
    }
  };

  const updateMuteButton = (): void => {
    muteButton.replaceChildren(icon(audio.muted ? ICONS.soundOff : ICONS.soundOn));
    muteButton.setAttribute('aria-label', audio.muted ? 'Unmute' : 'Mute');
    muteButton.setAttribute('aria-pressed', String(audio.muted));
  };
  const toggleMute = (): void => {
    audio.toggleMuted();
    updateMuteButton();
  };
  updateMuteButton();

  const readBest = (): number => {
    try {
      return Number(win.localStorage.getItem(bestKey) ?? 0) || 0;
    } catch {
      return 0;
    }
  };
  const saveBest = (score: number): void => {
    try {
      if (score > readBest()) win.localStorage.setItem(bestKey, String(score));
    } catch {
      // Storage blocked: the best score is just not remembered.
    }
  };

  // ---- screens ---------------------------------------------------------------------------
  const button = (label: string, testId: string, onClick: () => void, secondary = false): HTMLButtonElement =>
    el(
      'button',
      {
        class: secondary ? 'fp-button fp-button-secondary' : 'fp-button',
        type: 'button',
        'data-testid': testId,
        onclick: onClick,
      },
      label,
    );

  const showPanel = (...children: (Node | string | null | false)[]): void => {
    overlay.replaceChildren(el('div', { class: 'fp-panel' }, ...children));
    overlay.hidden = false;
  };

  const modeBadge = (): HTMLElement => {
    const text = host.standalone
      ? 'Practice'
      : init === null
        ? 'Connecting to FundPlay…'
        : init.gameMode === 'play'
          ? 'Compete for the leaderboard'
          : 'Practice: this run is not ranked';
    return el('p', { class: 'fp-badge' }, text);
  };

  const showTitle = (): void => {
    const best = readBest();
    showPanel(
      el('h1', { class: 'fp-title' }, opts.title),
      modeBadge(),
      el('ul', { class: 'fp-instructions' }, ...opts.instructions.map((line) => el('li', {}, line))),
      best > 0 ? el('p', { class: 'fp-best' }, `Best: ${best}`) : null,
      el(
        'div',
        { class: 'fp-buttons' },
        state === 'loading'
          ? el('button', { class: 'fp-button', type: 'button', disabled: true }, 'Waiting…')
          : button('Play', 'play', () => start()),
        !host.standalone && button('Exit', 'exit', () => host.exit(), true),
      ),
      el('p', { class: 'fp-hint' }, 'Enter to start · Esc to pause'),
    );
  };

  const showPaused = (): void => {
    showPanel(
      el('h2', {}, 'Paused'),
      el(
        'div',
        { class: 'fp-buttons' },
        button('Resume', 'resume', () => resume()),
        // Ending a run first shows its score; the summary's Exit then leaves.
        button('End run', 'end-run', () => finish('quit'), true),
      ),
    );
  };

  const showOver = (): void => {
    const result = lastRun;
    if (!result) return;
    const compete = host.mode === 'play';
    showPanel(
      el('h2', {}, lastEnd),
      el('p', { class: 'fp-final-label' }, 'Score'),
      el('p', { class: 'fp-final-score', 'data-testid': 'final-score' }, String(result.score)),
      el('p', { class: 'fp-final-level' }, `${opts.levelLabel ?? 'Level'} ${formatLevel(result.level)}`),
      el('p', { class: 'fp-best' }, `Best: ${Math.max(readBest(), result.score)}`),
      compete ? el('p', { class: 'fp-badge' }, 'Score sent for verification') : null,
      el(
        'div',
        { class: 'fp-buttons' },
        !compete && button('Play again', 'play-again', () => start()),
        !host.standalone && !compete && button('Exit', 'exit', () => host.exit(result), true),
      ),
    );
  };

  const showNoTokens = (): void => {
    showPanel(
      el('h2', {}, 'No tokens left'),
      el('p', {}, 'Get more tokens on the fundraiser page to play for the leaderboard, or practise for free.'),
      el(
        'div',
        { class: 'fp-buttons' },
        button('Back', 'back', () => toTitle(), true),
      ),
    );
  };

  const toTitle = (): void => {
    setState('title');
    showTitle();
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
    updateHud();
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
        showNoTokens();
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
    updateHud();
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
    showPaused();
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
    releaseAll();
    if (kind === 'quit') rec.quit(sim.tick);
    recorder = null;
    const replay = rec.toReplay(sim.score);
    lastRun = { score: sim.score, level: sim.level, replay };
    win.__fundplayLastRun = lastRun;
    lastEnd = kind === 'quit' ? 'Run ended' : (v.describeEnd?.(sim) ?? 'Game over');
    saveBest(sim.score);
    v.render(sim, 0);
    updateHud();
    overAt = performance.now();
    setState('over');
    showOver();
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

  // ---- input plumbing --------------------------------------------------------------------
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
    if (state === 'running') {
      if (key === 'Escape' || key === 'p') {
        event.preventDefault();
        pause();
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
      resume();
    } else if (state === 'title' && (key === 'Enter' || key === ' ')) {
      event.preventDefault();
      start();
    } else if ((state === 'over' || state === 'no-tokens') && key === 'Enter') {
      event.preventDefault();
      if (state === 'over') start();
      else toTitle();
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
    if (state !== 'running') return;
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
    if (state !== 'running' || !activePointers.has(event.pointerId)) return;
    const info = pointerInfo(event);
    activePointers.set(event.pointerId, info);
    v.pointerMove?.(info);
  };
  const onPointerUp = (event: PointerEvent): void => {
    if (!activePointers.delete(event.pointerId)) return;
    v.pointerUp?.(pointerInfo(event));
  };

  const onVisibility = (): void => {
    if (document.hidden) pause();
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

  // ---- host ------------------------------------------------------------------------------
  setState('loading');
  showTitle();
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
      win.removeEventListener('keydown', onKeyDown);
      win.removeEventListener('keyup', onKeyUp);
      win.removeEventListener('blur', releaseAll);
      document.removeEventListener('visibilitychange', onVisibility);
      shell.remove();
    },
  };
}
