/**
 * `npm run bench`: every benchmark in this folder, one after the other. Figures go to stdout; targets are
 * reported, never asserted (they are measurements, not tests). `npm run bench -- games-size` runs one.
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
  for (const name of benches) {
    process.stdout.write(`\n== ${name} ==\n`);
    await run('npx', ['tsx', join(__dirname, `${name}.ts`)]);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
