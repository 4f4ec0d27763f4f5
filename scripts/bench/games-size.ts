/**
 * Download size of each built game (games/dist/<slug>/): every file the page can fetch, raw and
 * gzipped. Budget: 150 kB gzipped per game. Run `npm run build:games` first.
 * `npx tsx scripts/bench/games-size.ts`
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const distDir = join(__dirname, '..', '..', 'games', 'dist');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

if (!existsSync(distDir)) {
  console.error('games/dist is missing: run `npm run build:games` first');
  process.exit(1);
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const rows = readdirSync(distDir)
  .filter((slug) => existsSync(join(distDir, slug, 'index.html')))
  .sort()
  .map((slug) => {
    let raw = 0;
    let gzipped = 0;
    let js = 0;
    // The precompressed `.br`/`.gz` copies are other encodings of the same files, not more to download.
    const all = files(join(distDir, slug)).filter((file) => !/\.(?:br|gz)$/.test(file));
    for (const file of all) {
      const content = readFileSync(file);
      const size = gzipSync(content, { level: 9 }).length;
      raw += content.length;
      gzipped += size;
      if (file.endsWith('.js')) js += size;
    }
    return {
      game: slug,
      files: all.map((f) => relative(join(distDir, slug), f)).length,
      'raw (kB)': kb(raw),
      'gzip total (kB)': kb(gzipped),
      'gzip JS (kB)': kb(js),
      [`<= ${BUDGET_KB} kB`]: gzipped / 1024 <= BUDGET_KB ? 'yes' : 'NO',
    };
  });

console.log('Game download size (everything in games/dist/<slug>/, gzip -9 per file)');
console.table(rows);
