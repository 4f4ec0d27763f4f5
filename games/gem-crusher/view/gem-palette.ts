/** Each gem colour has its own cut as well as its own hue, so colour-blind players can tell them apart. */
export interface GemLook {
  readonly name: string;
  readonly light: string;
  readonly base: string;
  readonly dark: string;
  /** Corners of the outline; 0 means a round gem. */
  readonly corners: number;
  /** Turn of the outline, in radians. */
  readonly rotation: number;
}

export const GEM_LOOKS: readonly GemLook[] = [
  { name: 'ruby', light: '#ff8a8a', base: '#e8283c', dark: '#8a0f22', corners: 6, rotation: Math.PI / 6 },
  { name: 'emerald', light: '#8af5b0', base: '#1fbf5f', dark: '#0b6a33', corners: 8, rotation: Math.PI / 8 },
  { name: 'sapphire', light: '#8cc8ff', base: '#2a7bf0', dark: '#123f8f', corners: 0, rotation: 0 },
  { name: 'topaz', light: '#fff0a0', base: '#f7c51e', dark: '#a07200', corners: 4, rotation: 0 },
  { name: 'amethyst', light: '#e0a8ff', base: '#a040e0', dark: '#55157f', corners: 3, rotation: -Math.PI / 2 },
  { name: 'citrine', light: '#ffc58a', base: '#f77f1e', dark: '#9a4300', corners: 5, rotation: -Math.PI / 2 },
];

export const BOARD_COLOURS = {
  backgroundTop: '#2b1548',
  backgroundBottom: '#120a24',
  tileLight: 'rgba(255,255,255,0.09)',
  tileDark: 'rgba(255,255,255,0.04)',
  frame: 'rgba(255,255,255,0.16)',
  selection: '#ffffff',
  cursor: '#ffd84a',
  text: '#ffffff',
  accent: '#ff4fa3',
} as const;
