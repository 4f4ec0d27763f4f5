/**
 * How long the board is busy after a swap, in ticks at 30 per second. The core resolves a
 * cascade at once but accepts no new swap until the view has had time to show it; the view
 * animates each phase over exactly these durations.
 */
export const GEM_CRUSHER_TICKS_PER_SECOND = 30;
export const SWAP_TICKS = 6;
export const CLEAR_TICKS = 8;
export const FALL_TICKS = 8;
export const WAVE_TICKS = CLEAR_TICKS + FALL_TICKS;
export const RESHUFFLE_TICKS = 18;

export function resolutionTicks(waveCount: number): number {
  return SWAP_TICKS + waveCount * WAVE_TICKS;
}
