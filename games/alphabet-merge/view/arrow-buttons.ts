import type { MergeInput } from '../core/merge-input';

const BUTTONS: readonly [MergeInput, string, string][] = [
  ['l', 'Slide left', 'M15 5 8 12l7 7'],
  ['u', 'Slide up', 'M5 15l7-7 7 7'],
  ['d', 'Slide down', 'M5 9l7 7 7-7'],
  ['r', 'Slide right', 'M9 5l7 7-7 7'],
];

/** On-screen arrow buttons in the shell's controls strip, for players without a keyboard or swipe. */
export function addArrowButtons(container: HTMLElement, onSlide: (direction: MergeInput) => void): void {
  const style =
    'width:64px;height:52px;border:0;border-radius:14px;background:rgba(255,255,255,0.16);color:#fff;display:grid;place-items:center;cursor:pointer;touch-action:manipulation';
  for (const [direction, label, path] of BUTTONS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.setAttribute('aria-label', label);
    button.dataset.testid = `slide-${direction}`;
    button.setAttribute('style', style);
    button.innerHTML = `<svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true"><path d="${path}" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
    // Keep focus on the page: a focused button would also take the next Space or Enter.
    button.addEventListener('pointerdown', (event) => event.preventDefault());
    button.addEventListener('click', () => onSlide(direction));
    container.append(button);
  }
  container.style.background = 'rgba(10,8,30,0.35)';
}
