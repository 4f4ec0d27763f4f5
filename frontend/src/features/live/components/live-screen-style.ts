/**
 * A size that is `min` on a phone and grows with the screen's width up to `max` (a projector at 1920 px). Inline, so
 * the big screen's sizes travel with its own lazy chunk instead of every page's stylesheet.
 */
export const fluid = (min: string, vw: number, max: string) => `clamp(${min}, ${vw}vw, ${max})`;
export const fontSize = {
  title: fluid('1.75rem', 3, '4rem'),
  badge: fluid('1rem', 1.3, '1.6rem'),
  panelTitle: fluid('1.25rem', 1.6, '2.4rem'),
  total: fluid('3.25rem', 6.5, '9rem'),
  goal: fluid('1.25rem', 2, '2.75rem'),
  percent: fluid('1.5rem', 2.2, '3rem'),
  row: fluid('1.125rem', 1.35, '2rem'),
  gameName: fluid('1.125rem', 1.5, '2.1rem'),
  player: fluid('1rem', 1.35, '2rem'),
  note: fluid('1.125rem', 1.4, '2rem'),
  gift: fluid('1.125rem', 1.3, '1.85rem'),
} satisfies Record<string, string>;
export const space = {
  screen: fluid('1rem', 1.6, '2.5rem'),
  gap: fluid('1.25rem', 1.1, '2rem'),
  panel: fluid('1.25rem', 1.3, '2.25rem'),
  list: fluid('0.75rem', 0.7, '1.2rem'),
  gifts: fluid('0.6rem', 0.6, '0.9rem'),
};
export const muted = 'text-white/70';
