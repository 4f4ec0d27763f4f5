/**
 * The house's shape in numbers (issue #20's before/after table): imports that run up the backend's floors, pairs of
 * contexts that import each other, route facts restated in controllers, money conversions in modules, source files
 * over 300 lines, and the largest backend e2e spec. Reads the working tree; changes nothing.
 *
 *   npx tsx scripts/architecture-report.ts
 *   REPORT_ROOT=/path/to/other/checkout npx tsx scripts/architecture-report.ts
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import contextFloors from '../backend/src/modules/floors.json';

// REPORT_ROOT: another checkout to measure (e.g. a worktree of an earlier commit), with this checkout's floors.
const root = process.env.REPORT_ROOT ?? join(import.meta.dirname, '..');
const modules = join(root, 'backend/src/modules');

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((path) => !path.includes('node_modules') && !path.includes('/dist/') && keep(path))
    .filter((path) => statSync(path).isFile());
}

const isSpec = (path: string) => /\.(spec|test)\.tsx?$/.test(path) || path.includes('/e2e/');
const lines = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;
const contextOf = (path: string) => relative(modules, path).split('/')[0] ?? '';

// Cross-context imports (source files only).
const arrows = new Map<string, number>();
for (const file of filesUnder(modules, (path) => path.endsWith('.ts') && !isSpec(path))) {
  const from = contextOf(file);
  if (!(from in contextFloors)) continue;
  for (const [, target] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    const to = contextOf(normalize(join(dirname(file), target ?? '')));
    if (to !== from && to in contextFloors) arrows.set(`${from}>${to}`, (arrows.get(`${from}>${to}`) ?? 0) + 1);
  }
}
const floor = (context: string) => contextFloors[context as keyof typeof contextFloors];
const upward = [...arrows.keys()].filter((arrow) => {
  const [from = '', to = ''] = arrow.split('>');
  return floor(to) >= floor(from);
});
const twoWay = [...arrows.keys()].filter((arrow) => {
  const [from = '', to = ''] = arrow.split('>');
  return from < to && arrows.has(`${to}>${from}`);
});

// Route facts restated in controllers: method/path decorators, status codes, schema pipes and their types, audience
// decorators, and hand-written { message, data } envelopes.
const restatement =
  /@(Get|Post|Put|Patch|Delete)\(|@HttpCode\(|new ZodValidationPipe\(|z\.output<|@Public\(\)|@Roles\(|@RequirePrivilege\(|message: ['`]/g;
let restatements = 0;
for (const file of filesUnder(modules, (path) => path.endsWith('.controller.ts'))) {
  restatements += readFileSync(file, 'utf8').match(restatement)?.length ?? 0;
}

// Number()/String()/BigInt() in modules: the conversions money in one form removes (ids and text included).
let conversions = 0;
for (const file of filesUnder(modules, (path) => path.endsWith('.ts') && !isSpec(path))) {
  conversions += readFileSync(file, 'utf8').match(/\b(Number|String|BigInt)\(/g)?.length ?? 0;
}

const sources = ['backend/src', 'contracts/src', 'frontend/src', 'games', 'scripts'].flatMap((dir) =>
  filesUnder(join(root, dir), (path) => /\.tsx?$/.test(path) && !isSpec(path) && !path.endsWith('.d.ts')),
);
const long = sources
  .map((path) => ({ path: relative(root, path), lines: lines(path) }))
  .filter(({ lines: count }) => count > 300)
  .sort((a, b) => b.lines - a.lines);
const specs = filesUnder(join(root, 'backend/test/e2e'), (path) => path.endsWith('.spec.ts'))
  .map((path) => ({ path: relative(root, path), lines: lines(path) }))
  .sort((a, b) => b.lines - a.lines);

console.log(`upward imports (context pairs):  ${upward.length}${upward.length ? `  ${upward.join(', ')}` : ''}`);
console.log(`two-way context pairs:           ${twoWay.length}${twoWay.length ? `  ${twoWay.join(', ')}` : ''}`);
console.log(`controller restatements:         ${restatements}`);
console.log(`Number()/String()/BigInt() in modules: ${conversions}`);
console.log(`source files over 300 lines:     ${long.length}`);
for (const { path, lines: count } of long) console.log(`  ${count}  ${path}`);
console.log(`largest backend e2e spec:        ${specs[0] ? `${specs[0].lines}  ${specs[0].path}` : 'none'}`);
