import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './processes';

export const repoRoot = join(__dirname, '..', '..');

const outputs = ['contracts/dist/index.js', 'backend/dist/src/main.js', 'frontend/dist/index.html', 'games/dist'];
const sources = [
  'contracts/src',
  'backend/src',
  'backend/migrations',
  'frontend/src',
  'frontend/index.html',
  'games',
  'package-lock.json',
];
const skipped = new Set(['node_modules', 'dist', 'e2e', 'fixtures', 'test-results']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (skipped.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when an output is missing or older than any source it is built from. */
export function buildIsStale(): boolean {
  const outputTimes = outputs
    .map((output) => join(repoRoot, output))
    .map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0));
  const oldestOutput = Math.min(...outputTimes);
  if (oldestOutput === 0) return true;
  return sources.some((source) => newestMtime(join(repoRoot, source)) > oldestOutput);
}

export async function buildIfNeeded(log: (line: string) => void, force = false): Promise<void> {
  if (!force && !buildIsStale()) {
    log('build is up to date');
    return;
  }
  log('building contracts, games, backend and frontend...');
  await run('npm', ['run', 'build', '--silent'], { cwd: repoRoot });
}
