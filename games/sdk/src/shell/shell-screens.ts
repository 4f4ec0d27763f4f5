import type { HostConnection } from '../host';
import type { InitMessage } from '../protocol';
import type { BestScore } from './best-score';
import { el } from './dom';
import type { LastRun } from './test-hooks';

interface ShellScreensOptions {
  overlay: HTMLElement;
  title: string;
  instructions: readonly string[];
  levelLabel: string;
  formatLevel: (level: number) => string;
  host: HostConnection;
  best: BestScore;
  /** The host's init message, once it came. */
  init(): InitMessage | null;
  /** Still waiting for the host: the title screen cannot start a run yet. */
  loading(): boolean;
  start(): void;
  resume(): void;
  endRun(): void;
  toTitle(): void;
}

/** The screens the shell shows over the canvas: title, paused, game over and no tokens. */
export interface ShellScreens {
  title(): void;
  paused(): void;
  over(result: LastRun, heading: string): void;
  noTokens(): void;
}

export function createShellScreens(opts: ShellScreensOptions): ShellScreens {
  const { overlay, host } = opts;

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
    const init = opts.init();
    const text = host.standalone
      ? 'Practice'
      : init === null
        ? 'Connecting to FundPlay…'
        : init.gameMode === 'play'
          ? 'Compete for the leaderboard'
          : 'Practice: this run is not ranked';
    return el('p', { class: 'fp-badge' }, text);
  };

  return {
    title() {
      const best = opts.best.read();
      showPanel(
        el('h1', { class: 'fp-title' }, opts.title),
        modeBadge(),
        el('ul', { class: 'fp-instructions' }, ...opts.instructions.map((line) => el('li', {}, line))),
        best > 0 ? el('p', { class: 'fp-best' }, `Best: ${best}`) : null,
        el(
          'div',
          { class: 'fp-buttons' },
          opts.loading()
            ? el('button', { class: 'fp-button', type: 'button', disabled: true }, 'Waiting…')
            : button('Play', 'play', () => opts.start()),
          !host.standalone && button('Exit', 'exit', () => host.exit(), true),
        ),
        el('p', { class: 'fp-hint' }, 'Enter to start · Esc to pause'),
      );
    },

    paused() {
      showPanel(
        el('h2', {}, 'Paused'),
        el(
          'div',
          { class: 'fp-buttons' },
          button('Resume', 'resume', () => opts.resume()),
          // Ending a run first shows its score; the summary's Exit then leaves.
          button('End run', 'end-run', () => opts.endRun(), true),
        ),
      );
    },

    over(result, heading) {
      const compete = host.mode === 'play';
      showPanel(
        el('h2', {}, heading),
        el('p', { class: 'fp-final-label' }, 'Score'),
        el('p', { class: 'fp-final-score', 'data-testid': 'final-score' }, String(result.score)),
        el('p', { class: 'fp-final-level' }, `${opts.levelLabel} ${opts.formatLevel(result.level)}`),
        el('p', { class: 'fp-best' }, `Best: ${Math.max(opts.best.read(), result.score)}`),
        compete ? el('p', { class: 'fp-badge' }, 'Score sent for verification') : null,
        el(
          'div',
          { class: 'fp-buttons' },
          !compete && button('Play again', 'play-again', () => opts.start()),
          !host.standalone && !compete && button('Exit', 'exit', () => host.exit(result), true),
        ),
      );
    },

    noTokens() {
      showPanel(
        el('h2', {}, 'No tokens left'),
        el('p', {}, 'Get more tokens on the fundraiser page to play for the leaderboard, or practise for free.'),
        el(
          'div',
          { class: 'fp-buttons' },
          button('Back', 'back', () => opts.toTitle(), true),
        ),
      );
    },
  };
}
