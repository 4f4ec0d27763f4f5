/** 'u': the player pressed (pull up); 'd': the player let go (dive). */
export type HangGliderInput = 'u' | 'd';

export function parseHangGliderInput(raw: unknown): HangGliderInput | null {
  return raw === 'u' || raw === 'd' ? raw : null;
}
