/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of a build folder, so the server sends
 * them as they are (@fastify/static `preCompressed`) instead of compressing on each request, or not at all.
 * Node's own zlib: nothing to download.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|wasm|map)$/;
// Below this, the compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Compresses every file of `dir` (recursively) that is worth it; returns the files it compressed. */
export function precompressDir(dir: string): string[] {
  const compressed: string[] = [];
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const gzip = gzipSync(content, { level: 9 });
    // A copy that is not smaller is never the better answer.
    if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
    compressed.push(file);
  }
  return compressed;
}
