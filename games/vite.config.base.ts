import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';

/** games/ on disk. */
export const gamesDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The Vite build of one game page: `games/<slug>/index.html` -> `games/dist/<slug>/`, with
 * relative asset URLs (base './') because the app serves each game under `/embed/<slug>/`.
 */
export function gameViteConfig(slug: string): InlineConfig {
  return {
    configFile: false,
    root: `${gamesDir}${slug}`,
    base: './',
    logLevel: 'warn',
    publicDir: 'public',
    build: {
      outDir: `${gamesDir}dist/${slug}`,
      emptyOutDir: true,
      target: 'es2020',
      assetsInlineLimit: 0,
      // Every browser we target supports modulepreload; the polyfill would only add bytes.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
    },
  };
}
