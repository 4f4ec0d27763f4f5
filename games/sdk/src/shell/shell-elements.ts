import { textOnAccent } from './contrast';
import { ICONS, el, icon } from './dom';

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

interface ShellElementsOptions {
  root: HTMLElement;
  title: string;
  levelLabel: string;
  /** The level as the HUD shows it before a run. */
  firstLevel: string;
  theme: ShellTheme;
  /** No host page around the game: no way out to show. */
  standalone: boolean;
  onToggleMute(): void;
  onPause(): void;
  onExit(): void;
}

/** The parts of the shell the rest of it updates. */
export interface ShellElements {
  shell: HTMLDivElement;
  canvas: HTMLCanvasElement;
  scoreValue: HTMLSpanElement;
  levelValue: HTMLSpanElement;
  muteButton: HTMLButtonElement;
  /** Where the title, pause and game-over screens show. */
  overlay: HTMLDivElement;
  /** The strip under the canvas a view may fill with on-screen buttons. */
  controls: HTMLDivElement;
}

/**
 * Builds the shell's page in `root`: the canvas, the HUD (score, level, mute, pause, and Exit when embedded), the
 * overlay for screens, the controls strip, and the theme's colours.
 */
export function createShellElements(opts: ShellElementsOptions): ShellElements {
  const canvas = el('canvas', { class: 'fp-canvas', role: 'img', 'aria-label': opts.title });
  const scoreValue = el('span', { class: 'fp-stat-value', 'data-testid': 'score' }, '0');
  const levelValue = el('span', { class: 'fp-stat-value', 'data-testid': 'level' }, opts.firstLevel);
  const muteButton = el('button', {
    class: 'fp-icon-button',
    type: 'button',
    'data-testid': 'mute',
    onclick: () => opts.onToggleMute(),
  });
  const pauseButton = el(
    'button',
    {
      class: 'fp-icon-button fp-pause-button',
      type: 'button',
      'aria-label': 'Pause',
      'data-testid': 'pause',
      onclick: () => opts.onPause(),
    },
    icon(ICONS.pause),
  );
  // Embedded, the way out sits in the HUD's own row, so it can never cover the score or level.
  const exitButton = opts.standalone
    ? null
    : el(
        'button',
        {
          class: 'fp-icon-button fp-exit-button',
          type: 'button',
          'aria-label': 'Exit game',
          'data-testid': 'hud-exit',
          onclick: () => opts.onExit(),
        },
        icon(ICONS.exit),
      );
  const hud = el(
    'div',
    { class: 'fp-hud' },
    exitButton,
    el('div', { class: 'fp-stat fp-run-only' }, el('span', { class: 'fp-stat-label' }, 'Score'), scoreValue),
    el('div', { class: 'fp-stat fp-run-only' }, el('span', { class: 'fp-stat-label' }, opts.levelLabel), levelValue),
    el('div', { class: 'fp-hud-buttons' }, muteButton, pauseButton),
  );
  const overlay = el('div', { class: 'fp-overlay' });
  const stage = el('div', { class: 'fp-stage' }, canvas, hud, overlay);
  const controls = el('div', { class: 'fp-controls' });
  const shell = el('div', { class: 'fp-shell' }, stage, controls);
  const theme = opts.theme;
  if (theme.accent) {
    shell.style.setProperty('--fp-accent', theme.accent);
    shell.style.setProperty('--fp-on-accent', textOnAccent(theme.accent));
  }
  if (theme.background) shell.style.setProperty('--fp-background', theme.background);
  if (theme.panel) shell.style.setProperty('--fp-panel', theme.panel);
  if (theme.ink) shell.style.setProperty('--fp-ink', theme.ink);
  opts.root.append(shell);
  return { shell, canvas, scoreValue, levelValue, muteButton, overlay, controls };
}
