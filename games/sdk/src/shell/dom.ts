type Child = Node | string | null | undefined | false;

/** Create an element with attributes (`on*` keys become listeners) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | ((event: Event) => void) | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') node.addEventListener(name.slice(2).toLowerCase(), value);
    else if (value === true) node.setAttribute(name, '');
    else node.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child);
  }
  return node;
}

export interface IconShape {
  /** Filled shapes. */
  fill: readonly string[];
  /** Outlines (sound waves, crosses). */
  stroke?: readonly string[];
}

/** An inline SVG icon from path data on a 24x24 grid (no icon font or image to download). */
export function icon(shape: IconShape): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const add = (d: string, filled: boolean): void => {
    const path = document.createElementNS(ns, 'path');
    path.setAttribute('d', d);
    path.setAttribute('fill', filled ? 'currentColor' : 'none');
    path.setAttribute('stroke', filled ? 'none' : 'currentColor');
    path.setAttribute('stroke-width', '2');
    path.setAttribute('stroke-linecap', 'round');
    svg.append(path);
  };
  for (const d of shape.fill) add(d, true);
  for (const d of shape.stroke ?? []) add(d, false);
  return svg;
}

export const ICONS = {
  pause: { fill: ['M7 5h3.5v14H7z', 'M13.5 5H17v14h-3.5z'] },
  exit: { fill: [], stroke: ['M19 12H5', 'M11 6l-6 6 6 6'] },
  soundOn: { fill: ['M4 9h4l5-4v14l-5-4H4z'], stroke: ['M16 8.5a5 5 0 0 1 0 7', 'M18.5 6a8.5 8.5 0 0 1 0 12'] },
  soundOff: { fill: ['M4 9h4l5-4v14l-5-4H4z'], stroke: ['M16 9l5 6', 'M21 9l-5 6'] },
} satisfies Record<string, IconShape>;
