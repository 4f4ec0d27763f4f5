/**
 * `npm run bench`: every benchmark in this folder (each `*.ts` file but this one), one after the other. Figures go
 * to stdout; targets are reported, never asserted (they are measurements, not tests). `npm run bench -- games-size`
 * runs one. A benchmark that cannot run (nothing built, a tool missing) does not stop the others; the run exits 1
 * at the end, naming it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { run } from '../lib/processes';

const wanted = process.argv.slice(2);
const benches = readdirSync(__dirname)
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .map((file) => file.replace(/\.ts$/, ''))
  .filter((name) => wanted.length === 0 || wanted.includes(name));

async function main() {
  const failed: string[] = [];
  for (const name of benches) {
    process.stdout.write(`\n== ${name} ==\n`);
    await run('npx', ['tsx', join(__dirname, `${name}.ts`)]).catch(() => failed.push(name));
  }
  if (failed.length > 0) throw new Error(`these benchmarks could not run: ${failed.join(', ')}`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
