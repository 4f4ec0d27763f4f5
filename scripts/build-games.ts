/**
 * `npm run build:games`: builds every games/<slug>/ that has an index.html into
 * games/dist/<slug>/ with Vite, for the app to serve under /embed/<slug>/, with precompressed copies.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { gameViteConfig, gamesDir } from '../games/vite.config.base';
import { precompressDir } from './lib/precompress';

export function discoverGames(): string[] {
  return readdirSync(gamesDir)
    .filter((name) => name !== 'dist' && name !== 'node_modules')
    .filter((name) => statSync(join(gamesDir, name)).isDirectory() && existsSync(join(gamesDir, name, 'index.html')))
    .sort();
}

async function main(): Promise<void> {
  const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const slugs = discoverGames().filter((slug) => only.length === 0 || only.includes(slug));
  if (slugs.length === 0) throw new Error(`no game to build in ${gamesDir}`);
  for (const slug of slugs) {
    const started = performance.now();
    await build(gameViteConfig(slug));
    // `.br` and `.gz` beside each file, which the server sends as they are.
    precompressDir(join(gamesDir, 'dist', slug));
    console.log(`built ${slug} -> games/dist/${slug}/ in ${Math.round(performance.now() - started)} ms`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
