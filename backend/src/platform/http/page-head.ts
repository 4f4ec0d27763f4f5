/**
 * What a page's <head> says about it to link previews (Open Graph, Twitter cards) and search engines. The platform
 * serves index.html; a module that knows what an address shows (views) provides `PageHeads`, and the platform
 * writes its answer into the page: the one place user text (names, causes) meets HTML, escaped here.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonicalUrl: string;
  /** An absolute URL of a preview image, with its size in pixels. */
  image: { url: string; width: number; height: number; alt: string } | null;
}

/** Provided by a module (Nest token); absent in apps without one, and then every page keeps index.html's head. */
export abstract class PageHeads {
  /** The head for a page path (no query string), or null for addresses it does not know. */
  abstract headFor(path: string): Promise<PageHead | null>;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text or attribute value safe inside HTML: every character that could end a text run or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] as string);
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}" />`;

/** The tags a page head gets, one a line. */
export function headTags(head: PageHead): string[] {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', 'FundPlay'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  ];
  if (head.image) {
    tags.push(
      meta('property', 'og:image', head.image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(head.image.width)),
      meta('property', 'og:image:height', String(head.image.height)),
      meta('property', 'og:image:alt', head.image.alt),
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  return tags;
}

/**
 * index.html with this page's head: its generic <title> and meta description are replaced (never doubled), and the
 * other tags go in just before </head>. Replacement functions, not strings, so a `$` in user text stays a `$`.
 */
export function withPageHead(indexHtml: string, head: PageHead): string {
  const withoutGeneric = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, () => '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, () => '');
  const tags = headTags(head).join('\n    ');
  return withoutGeneric.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
