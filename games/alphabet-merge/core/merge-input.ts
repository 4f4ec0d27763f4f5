/** A slide: 'l'eft, 'r'ight, 'u'p or 'd'own. */
export type MergeInput = 'l' | 'r' | 'u' | 'd';

export const MERGE_INPUTS: readonly MergeInput[] = ['l', 'r', 'u', 'd'];

export function parseMergeInput(raw: unknown): MergeInput | null {
  return raw === 'l' || raw === 'r' || raw === 'u' || raw === 'd' ? raw : null;
}
