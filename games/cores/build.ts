/**
 * `npm run build:game-cores`: bundles src/index.ts and src/replay-worker.ts, with every core they reach, into
 * self-contained CommonJS (dist/*.cjs) for the backend and its worker threads, and emits their type declarations
 * (dist/types/, re-exported by dist/index.d.ts and dist/replay-worker.d.ts). Files are overwritten in place, never
 * deleted first, so a backend process or test reading dist/ meanwhile never finds it missing.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';

const here = import.meta.dirname;
const dist = join(here, 'dist');
const entries = ['index', 'replay-worker'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

async function main(): Promise<void> {
  const started = performance.now();
  await build({
    entryPoints: entries.map((name) => join(here, 'src', `${name}.ts`)),
    outdir: dist,
    outExtension: { '.js': '.cjs' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  execFileSync(process.execPath, [tsc, '-p', join(here, 'tsconfig.build.json')], { stdio: 'inherit' });
  // The package's `types`: each entry's declarations, as tsc laid them out under dist/types/.
  writeFileSync(join(dist, 'index.d.ts'), `export * from './types/cores/src/index';\n`);
  writeFileSync(
    join(dist, 'replay-worker.d.ts'),
    `export * from './types/cores/src/replay-worker';\nexport { default } from './types/cores/src/replay-worker';\n`,
  );
  console.log(`built @fundplay/game-cores -> games/cores/dist/ in ${Math.round(performance.now() - started)} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
