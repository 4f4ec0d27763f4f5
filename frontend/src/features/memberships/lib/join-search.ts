/** A sign-up or donation link pasted whole: its code is what the search looks for. */
const linkCode = /\/(?:participant\/signup|donate)\/([A-Za-z0-9_-]+)/;

/** What the "Request to join" search sends for what the person typed: the text, or the code of a pasted link. */
export function joinSearchTerm(input: string): string {
  const text = input.trim();
  return linkCode.exec(text)?.[1] ?? text;
}
