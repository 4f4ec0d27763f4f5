/** A run of story text: plain words, or a web address shown as a link. */
export type StoryPiece = { text: string } | { text: string; href: string };

const webAddress = /https?:\/\/[^\s<>"'`]+/gi;
// Sentence punctuation right after an address belongs to the sentence, not the link.
const trailingPunctuation = /[.,;:!?)\]}'"]+$/;

/** An http(s) address as a link target, or null for anything else (javascript:, data:, a malformed address …). */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The admin's story as the page shows it: paragraphs split on blank lines, empty ones dropped. */
export function storyParagraphs(story: string): string[] {
  return story
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** One paragraph cut into text and http(s) links; nothing else ever becomes a link. */
export function storyPieces(paragraph: string): StoryPiece[] {
  const pieces: StoryPiece[] = [];
  let from = 0;
  for (const match of paragraph.matchAll(webAddress)) {
    const address = match[0].replace(trailingPunctuation, '');
    const href = safeHref(address);
    if (!href) continue;
    if (match.index > from) pieces.push({ text: paragraph.slice(from, match.index) });
    pieces.push({ text: address, href });
    from = match.index + address.length;
  }
  if (from < paragraph.length) pieces.push({ text: paragraph.slice(from) });
  return pieces;
}
