/** Gem colours are small integers; the view maps each to a hue and a cut. */
export const GEM_COLOURS = 6;

export type GemColour = number;

/**
 * A gem on the board. `id` is unique within a run so the view can follow a gem as it
 * swaps, falls and is cleared; the rules never look at it.
 */
export type Gem =
  | { readonly id: number; readonly kind: 'plain'; readonly colour: GemColour }
  /** Made from four in a row: when cleared, it clears its whole row. */
  | { readonly id: number; readonly kind: 'row-blaster'; readonly colour: GemColour }
  /** Made from four in a column: when cleared, it clears its whole column. */
  | { readonly id: number; readonly kind: 'column-blaster'; readonly colour: GemColour }
  /** Made from five in a line: swapped with a gem, it clears every gem of that colour. */
  | { readonly id: number; readonly kind: 'colour-bomb' };

export type GemKind = Gem['kind'];

/** The colour a gem matches with; a colour bomb matches nothing. */
export function gemColour(gem: Gem | null): GemColour | null {
  if (gem === null || gem.kind === 'colour-bomb') return null;
  return gem.colour;
}
