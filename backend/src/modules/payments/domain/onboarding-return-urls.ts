/**
 * Where the provider's onboarding may send an administrator back: pages of this site only, so a link FundPlay
 * generates can never bounce someone to another site (an open redirect with FundPlay's name on it).
 *
 * "This site" is the configured public URL's origin, plus the origin the request itself reached: its scheme and
 * Host header (behind a trusted proxy, the forwarded ones). A browser always sends the Host it is talking to and no
 * page can forge it, so the second origin is this server as the caller sees it (a development server, a preview
 * deployment), never a third party's. The Origin header is not trusted for this: it names the calling page, which
 * could be anybody's.
 */
export function siteOrigins(publicUrl: string, request: { protocol: string; host: string }): string[] {
  const origins = new Set<string>();
  const configured = originOf(publicUrl);
  if (configured) origins.add(configured);
  const reached = originOf(`${request.protocol}://${request.host}`);
  if (reached) origins.add(reached);
  return [...origins];
}

/** Whether `url` is an http(s) page of one of `origins`, with no credentials in it. */
export function isSitePage(url: string, origins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (parsed.username || parsed.password) return false;
  return origins.includes(parsed.origin);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
